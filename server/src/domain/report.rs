//! The numbers a funder asks for, over any range of days: kept pure, and built on the
//! same attendance arithmetic as a father's progress page and a cycle's matrix
//! ([`super::progress::progress`]), so the three always agree.

use std::collections::HashSet;

use chrono::{DateTime, Days, NaiveDate, TimeZone, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::catalogue::{self, Message};

use super::dates::{self, DateError};
use super::program::{AttendanceStatus, SessionStatus};
use super::progress::{progress, Progress, SessionRecord};
use super::records::Period;

/// The longest range a report covers.
pub const MAX_REPORT_DAYS: i64 = 3 * 366;

/// Whole days, `from` to `to` inclusive, in the program's time zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DayRange {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl DayRange {
    /// From the query's `from` and `to` (YYYY-MM-DD); the field in error is named.
    pub fn parse(from: Option<&str>, to: Option<&str>) -> Result<DayRange, (&'static str, Message)> {
        let day = |value: Option<&str>, field: &'static str| {
            value
                .ok_or(DateError::Malformed)
                .and_then(dates::parse_day)
                .map_err(|err| (field, err.message(field, catalogue::not_a_date(field))))
        };
        let (from, to) = (day(from, "from")?, day(to, "to")?);
        if to < from {
            return Err(("to", catalogue::to_before_from()));
        }
        if (to - from).num_days() >= MAX_REPORT_DAYS {
            return Err(("to", catalogue::report_too_long(MAX_REPORT_DAYS)));
        }
        Ok(DayRange { from, to })
    }

    /// The instants it covers: from the first day's midnight to the midnight after the
    /// last day, in `zone` (a day that starts in a DST gap starts when the clock allows).
    pub fn instants(&self, zone: chrono_tz::Tz) -> (DateTime<Utc>, DateTime<Utc>) {
        (midnight(self.from, zone), midnight(self.to + Days::new(1), zone))
    }
}

/// The first instant of `day` in `zone`.
pub fn midnight(day: NaiveDate, zone: chrono_tz::Tz) -> DateTime<Utc> {
    let mut local = day.and_hms_opt(0, 0, 0).expect("midnight exists");
    // Midnight itself may not exist (a DST change at 00:00): the next hour does.
    for _ in 0..3 {
        if let Some(t) = zone.from_local_datetime(&local).earliest() {
            return t.with_timezone(&Utc);
        }
        local += chrono::Duration::hours(1);
    }
    Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).expect("midnight exists"))
}

/// A session held (or not) in the range.
#[derive(Clone, Debug)]
pub struct SessionFact {
    /// Index into [`Facts::groups`].
    pub group: usize,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub status: SessionStatus,
}

/// A father's membership periods in one group, and his marks for its sessions.
#[derive(Clone, Debug)]
pub struct MemberFact {
    pub group: usize,
    pub father_id: String,
    pub periods: Vec<Period>,
    /// (session index, mark, minutes attended)
    pub marks: Vec<(usize, Option<AttendanceStatus>, Option<i64>)>,
}

impl MemberFact {
    pub fn new(group: usize, father_id: String) -> MemberFact {
        MemberFact { group, father_id, periods: Vec::new(), marks: Vec::new() }
    }
}

/// Attendance in a range: the sessions, and who belonged to their groups with their marks
/// (a mark for someone who never belonged to the session's group cannot count, and is not
/// kept).
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// (id, name)
    pub groups: Vec<(String, String)>,
    pub sessions: Vec<SessionFact>,
    pub members: Vec<MemberFact>,
}

/// Attendance figures of a population over the range.
#[derive(Clone, Debug, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Attendance {
    /// Unduplicated: fathers with at least one attended session that counts for them.
    pub fathers_served: i64,
    /// Sessions completed (held).
    pub sessions_held: i64,
    /// Dosage: hours of the sessions attended (minutes attended where recorded).
    pub hours_attended: f64,
    /// Sessions attended (present, late or make-up) among those that count.
    pub attended: i64,
    /// Sessions that count: held while the father was a member.
    pub countable: i64,
    /// attended ÷ countable, 0 when nothing counts.
    pub attendance_rate: f64,
}

/// Who the fathers served were, as funders ask: by age band (on the range's last day),
/// father type, setting and language. Every band and word is listed, 0 included;
/// "unknown" counts a record without the answer.
#[derive(Clone, Debug, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Demographics {
    /// The fathers counted: the fathers served.
    pub fathers: i64,
    pub age_bands: std::collections::BTreeMap<String, i64>,
    pub father_type: std::collections::BTreeMap<String, i64>,
    pub setting: std::collections::BTreeMap<String, i64>,
    pub language: std::collections::BTreeMap<String, i64>,
}

/// The age bands of a report, youngest first, and the word for no date of birth.
pub const AGE_BANDS: [&str; 6] = ["under-18", "18-24", "25-34", "35-44", "45-54", "55-plus"];
pub const UNKNOWN: &str = "unknown";

/// The band of a father born on `born`, on `on`.
pub fn age_band(born: NaiveDate, on: NaiveDate) -> &'static str {
    let age = on.years_since(born).unwrap_or(0);
    match age {
        0..=17 => AGE_BANDS[0],
        18..=24 => AGE_BANDS[1],
        25..=34 => AGE_BANDS[2],
        35..=44 => AGE_BANDS[3],
        45..=54 => AGE_BANDS[4],
        _ => AGE_BANDS[5],
    }
}

/// One father's answers, as his record holds them.
pub struct Profile {
    pub date_of_birth: Option<NaiveDate>,
    pub father_type: Option<super::program::FatherType>,
    pub setting: Option<super::program::Setting>,
    pub language: super::Language,
}

impl Demographics {
    pub fn of(profiles: &[Profile], on: NaiveDate) -> Demographics {
        let zeros = |words: &mut dyn Iterator<Item = &str>| -> std::collections::BTreeMap<String, i64> {
            words.map(|w| (w.to_owned(), 0)).chain([(UNKNOWN.to_owned(), 0)]).collect()
        };
        let mut d = Demographics {
            fathers: profiles.len() as i64,
            age_bands: zeros(&mut AGE_BANDS.into_iter()),
            father_type: zeros(&mut super::program::FatherType::ALL.iter().map(|t| t.as_str())),
            setting: zeros(&mut super::program::Setting::ALL.iter().map(|s| s.as_str())),
            language: [super::Language::En, super::Language::Es].map(|l| (l.code().to_owned(), 0)).into(),
        };
        for p in profiles {
            let band = p.date_of_birth.map_or(UNKNOWN, |born| age_band(born, on));
            *d.age_bands.entry(band.to_owned()).or_default() += 1;
            *d.father_type.entry(p.father_type.map_or(UNKNOWN, |t| t.as_str()).to_owned()).or_default() += 1;
            *d.setting.entry(p.setting.map_or(UNKNOWN, |s| s.as_str()).to_owned()).or_default() += 1;
            *d.language.entry(p.language.code().to_owned()).or_default() += 1;
        }
        d
    }
}

impl Attendance {
    fn finish(mut self) -> Attendance {
        self.attendance_rate = if self.countable == 0 { 0.0 } else { self.attended as f64 / self.countable as f64 };
        self.hours_attended = (self.hours_attended * 100.0).round() / 100.0;
        self
    }
}

impl Facts {
    /// A member's record of each of `sessions` (his group's), with its index.
    fn records_of<'a>(
        &'a self,
        member: &'a MemberFact,
        sessions: &'a [usize],
    ) -> impl Iterator<Item = (usize, SessionRecord)> + 'a {
        sessions.iter().map(move |&s| {
            let session = &self.sessions[s];
            let (attendance, minutes) = member
                .marks
                .iter()
                .find(|(marked, _, _)| *marked == s)
                .map_or((None, None), |&(_, status, minutes)| (status, minutes));
            let record = SessionRecord {
                starts_at: session.starts_at,
                ends_at: session.ends_at,
                status: session.status,
                attendance,
                minutes,
                member: member.periods.iter().any(|p| p.covers(session.starts_at)),
            };
            (s, record)
        })
    }

    fn sessions_by_group(&self) -> Vec<Vec<usize>> {
        let mut by_group = vec![Vec::new(); self.groups.len()];
        for (i, s) in self.sessions.iter().enumerate() {
            by_group[s.group].push(i);
        }
        by_group
    }

    /// Each membership's progress over its group's sessions of the range.
    fn progress_by_member(&self) -> impl Iterator<Item = (&MemberFact, Progress)> + '_ {
        let by_group = self.sessions_by_group();
        self.members.iter().map(move |member| {
            let records: Vec<SessionRecord> =
                self.records_of(member, &by_group[member.group]).map(|(_, r)| r).collect();
            (member, progress(&records))
        })
    }

    /// The fathers served: at least one attended session that counts for him.
    pub fn served(&self) -> HashSet<&str> {
        self.progress_by_member().filter(|(_, p)| p.attended > 0).map(|(m, _)| m.father_id.as_str()).collect()
    }

    /// The whole program's figures, and each group's (in the order of `groups`).
    pub fn attendance(&self) -> (Attendance, Vec<Attendance>) {
        let by_group = self.sessions_by_group();
        let mut groups = vec![Attendance::default(); self.groups.len()];
        let mut total = Attendance::default();
        let mut served = HashSet::new();
        let mut served_in_group: Vec<HashSet<&str>> = vec![HashSet::new(); self.groups.len()];
        for (member, p) in self.progress_by_member() {
            let group = &mut groups[member.group];
            group.attended += p.attended;
            group.countable += p.countable;
            group.hours_attended += p.hours;
            if p.attended > 0 {
                served.insert(member.father_id.as_str());
                served_in_group[member.group].insert(member.father_id.as_str());
            }
        }
        for (i, sessions) in by_group.iter().enumerate() {
            let held = sessions.iter().filter(|&&s| self.sessions[s].status == SessionStatus::Completed).count() as i64;
            let group = &mut groups[i];
            group.sessions_held = held;
            group.fathers_served = served_in_group[i].len() as i64;
            total.sessions_held += held;
            total.attended += group.attended;
            total.countable += group.countable;
            total.hours_attended += group.hours_attended;
        }
        total.fathers_served = served.len() as i64;
        (total.finish(), groups.into_iter().map(Attendance::finish).collect())
    }

    /// The figures per week (weeks starting on `week_starts`, in order; a session belongs
    /// to the week its start falls in).
    pub fn attendance_by_week(&self, week_starts: &[DateTime<Utc>]) -> Vec<Attendance> {
        let week_of = |t: DateTime<Utc>| week_starts.iter().rposition(|&start| start <= t);
        let by_group = self.sessions_by_group();
        let mut weeks = vec![Attendance::default(); week_starts.len()];
        for member in &self.members {
            let mut per_week: Vec<Vec<SessionRecord>> = vec![Vec::new(); week_starts.len()];
            for (s, record) in self.records_of(member, &by_group[member.group]) {
                if let Some(w) = week_of(self.sessions[s].starts_at) {
                    per_week[w].push(record);
                }
            }
            for (w, records) in per_week.iter().enumerate().filter(|(_, r)| !r.is_empty()) {
                let p = progress(records);
                weeks[w].attended += p.attended;
                weeks[w].countable += p.countable;
                weeks[w].hours_attended += p.hours;
                weeks[w].fathers_served += i64::from(p.attended > 0);
            }
        }
        for session in self.sessions.iter().filter(|s| s.status == SessionStatus::Completed) {
            if let Some(w) = week_of(session.starts_at) {
                weeks[w].sessions_held += 1;
            }
        }
        weeks.into_iter().map(Attendance::finish).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fathers_age_band_is_his_age_on_the_ranges_last_day() {
        let on = NaiveDate::from_ymd_opt(2026, 6, 30).unwrap();
        let born = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        let table = [
            (born(2008, 7, 1), "under-18"),
            (born(2008, 6, 30), "18-24"),
            (born(2001, 7, 1), "18-24"),
            (born(2001, 6, 30), "25-34"),
            (born(1991, 6, 30), "35-44"),
            (born(1981, 6, 30), "45-54"),
            (born(1971, 6, 30), "55-plus"),
        ];
        for (birth, band) in table {
            assert_eq!(age_band(birth, on), band, "{birth}");
        }
    }
    use chrono::Duration;
    use AttendanceStatus::*;

    fn at(day: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, day, 18, 0, 0).unwrap()
    }

    fn member(group: usize, father: &str, joined: u32) -> MemberFact {
        let mut m = MemberFact::new(group, father.into());
        m.periods.push(Period { joined_at: at(joined), left_at: None });
        m
    }

    /// Two groups; Sam in both. Tuesday: three held, one cancelled; Thursday: two held.
    fn program() -> Facts {
        let session = |group, day, status| SessionFact {
            group,
            starts_at: at(day),
            ends_at: at(day) + Duration::minutes(90),
            status,
        };
        let mut facts = Facts {
            groups: vec![("tue".into(), "Tuesday".into()), ("thu".into(), "Thursday".into())],
            sessions: vec![
                session(0, 3, SessionStatus::Completed),
                session(0, 10, SessionStatus::Completed),
                session(0, 17, SessionStatus::Completed),
                session(0, 24, SessionStatus::Cancelled),
                session(1, 5, SessionStatus::Completed),
                session(1, 12, SessionStatus::Completed),
            ],
            // Lee joined Tuesday after its first session.
            members: vec![member(0, "sam", 1), member(0, "lee", 8), member(1, "sam", 1), member(1, "joe", 1)],
        };
        for (s, father, status) in [
            (0, "sam", Present),
            (1, "sam", Absent),
            (2, "sam", Makeup),
            (0, "lee", Present), // before he joined: does not count
            (1, "lee", Late),
            (2, "lee", Absent),
            (4, "sam", Present),
            (5, "sam", Present),
            (4, "joe", Absent),
        ] {
            let group = facts.sessions[s].group;
            let m = facts.members.iter_mut().find(|m| m.group == group && m.father_id == father).unwrap();
            m.marks.push((s, Some(status), None));
        }
        facts
    }

    #[test]
    fn a_father_in_two_groups_is_served_once_and_counted_in_each() {
        let (total, groups) = program().attendance();
        // Countable: Tuesday sam 3 + lee 2; Thursday sam 2 + joe 2 (joe unmarked on the 12th).
        assert_eq!((total.attended, total.countable), (5, 9));
        assert_eq!(total.fathers_served, 2, "Sam and Lee; Joe attended nothing");
        assert_eq!(total.sessions_held, 5, "the cancelled session is not held");
        assert_eq!(total.hours_attended, 7.5);
        assert_eq!((groups[0].fathers_served, groups[0].attended, groups[0].countable), (2, 3, 5));
        assert_eq!((groups[1].fathers_served, groups[1].attended, groups[1].countable), (1, 2, 4));
        assert!((total.attendance_rate - 5.0 / 9.0).abs() < 1e-9);
    }

    #[test]
    fn weeks_split_the_same_records() {
        let weeks = [at(2), at(9), at(16), at(23)].map(|t| t - Duration::hours(18));
        let by_week = program().attendance_by_week(&weeks);
        let attended: Vec<i64> = by_week.iter().map(|w| w.attended).collect();
        let countable: Vec<i64> = by_week.iter().map(|w| w.countable).collect();
        assert_eq!(attended, [2, 2, 1, 0]);
        assert_eq!(countable, [3, 4, 2, 0]);
        assert_eq!(by_week.iter().map(|w| w.sessions_held).collect::<Vec<_>>(), [2, 2, 1, 0]);
        let (total, _) = program().attendance();
        assert_eq!(attended.iter().sum::<i64>(), total.attended);
    }

    #[test]
    fn ranges_are_whole_local_days_and_bad_ones_name_their_field() {
        let range = DayRange::parse(Some("2026-03-01"), Some("2026-03-31")).unwrap();
        let (from, to) = range.instants(chrono_tz::America::Chicago);
        assert_eq!(from, Utc.with_ymd_and_hms(2026, 3, 1, 6, 0, 0).unwrap(), "CST midnight");
        assert_eq!(to, Utc.with_ymd_and_hms(2026, 4, 1, 5, 0, 0).unwrap(), "CDT midnight after the last day");
        assert_eq!(DayRange::parse(Some("2026-03-01"), Some("2026-02-28")).unwrap_err().0, "to");
        assert_eq!(DayRange::parse(Some("March"), Some("2026-02-28")).unwrap_err().0, "from");
        assert_eq!(DayRange::parse(Some("2026-03-01"), None).unwrap_err().0, "to");
        assert_eq!(DayRange::parse(Some("2020-01-01"), Some("2026-01-01")).unwrap_err().0, "to");
        assert!(DayRange::parse(Some("2026-03-01"), Some("2026-03-01")).is_ok(), "one day");
        let far = DayRange::parse(Some("+262142-12-31"), Some("+262142-12-31")).unwrap_err();
        assert_eq!((far.0, far.1.to_string()), ("from", "from must fall between the years 1900 and 9999.".to_owned()));
        assert_eq!(DayRange::parse(Some("2026-03-01"), Some("+262142-12-31")).unwrap_err().0, "to");
    }
}

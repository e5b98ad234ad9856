//! The funder report: for any range of whole days in the program's time zone, the
//! unduplicated counts and dosage a grant report asks for, for the program and per group.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db;
use crate::domain::casework::{ReferralStatus, ReferralType};
use crate::domain::form::{assessment_changes, AssessmentChange, AssessmentForm, FormKind, ScoreRow};
use crate::domain::incentive::{dollars, IncentiveKind};
use crate::domain::report::{Attendance, DayRange, Demographics, AGE_BANDS, UNKNOWN};
use crate::error::{AppError, AppResult};
use crate::infra::csv::Csv;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// The program's time zone, whose days the range covers.
    pub time_zone: String,
    pub total: ReportFigures,
    pub milestones_by_kind: Vec<KindCount>,
    /// The fathers served in the range: age bands (on its last day), father type, setting
    /// and language.
    pub demographics: Demographics,
    /// Every group, by name.
    pub groups: Vec<GroupFigures>,
    /// Texts the program sent in the range (to the fathers in the reader's scope).
    pub texts: TextFigures,
}

/// Texts sent in a report's range.
#[derive(Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TextFigures {
    /// Handed to the provider (delivered, waiting for word, or undelivered).
    pub sent: i64,
    pub delivered: i64,
    /// Never reached him: failed or undelivered.
    pub failed: i64,
    /// Unduplicated: fathers at least one text reached (sent or delivered).
    pub fathers_reached: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportFigures {
    #[serde(flatten)]
    pub attendance: Attendance,
    /// Fathers whose enrollment date falls in the range (per group: who joined it).
    pub newly_enrolled: i64,
    /// Fathers who completed a course in the range (per group: one of its cycles).
    pub completed_course: i64,
    /// Fathers whose exit date falls in the range (per group: those of them who were its
    /// members in the range, so a group never shows an exit the program does not).
    pub exited: i64,
    /// Contacts logged in the range (per group: with its members of the range).
    pub contacts: ContactFigures,
    /// Referrals made in the range (per group: of its members of the range).
    pub referrals: ReferralFigures,
    /// Incentives given in the range, voided ones left out (per group: to its members of
    /// the range).
    pub incentives: IncentiveFigures,
    /// Each assessment's change: the fathers with a pre and a post submission, the post
    /// made in the range, and the mean of each subscale before and after (per group: of its
    /// members of the range).
    pub assessments: Vec<AssessmentChange>,
    /// Screenings made in the range, without names (per group: of its members of the range).
    pub screenings: ScreeningFigures,
}

/// Screenings made in a report's range.
#[derive(Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScreeningFigures {
    pub count: i64,
    /// Those that raised a flag.
    pub flagged: i64,
}

/// A range's assessment scores and screenings, read once and counted for the program and
/// for each group.
struct FormWork {
    scores: Vec<ScoreRow>,
    screenings: Vec<(String, bool)>,
    forms: Vec<AssessmentForm>,
    range: (i64, i64),
}

impl FormWork {
    async fn read(state: &AppState, scope: db::scope::Scope, start: i64, end: i64) -> AppResult<FormWork> {
        let (scores, screenings, latest) = state
            .db
            .run(move |conn| {
                let scores = db::forms::assessment_scores(conn, &scope, start, end)?;
                let screenings = db::forms::screenings(conn, &scope, start, end)?;
                let latest = db::forms::list_latest(conn, Some(FormKind::Assessment))?;
                Ok::<_, db::DbError>((scores, screenings, latest))
            })
            .await?;
        let forms = latest
            .into_iter()
            .map(|f| {
                let subscales = f.definition.scoring.subscales.into_iter().map(|s| (s.key, s.label)).collect();
                AssessmentForm { form_id: f.family_id, name: f.name, subscales }
            })
            .collect();
        Ok(FormWork { scores, screenings, forms, range: (start, end) })
    }

    /// The figures of the fathers `counted` admits.
    fn of(&self, counted: impl Fn(&str) -> bool) -> (Vec<AssessmentChange>, ScreeningFigures) {
        let assessments = assessment_changes(&self.scores, self.range, &self.forms, &counted);
        let mut screenings = ScreeningFigures::default();
        for (_, flagged) in self.screenings.iter().filter(|(father, _)| counted(father)) {
            screenings.count += 1;
            screenings.flagged += i64::from(*flagged);
        }
        (assessments, screenings)
    }
}

/// Case management's contacts in a report's range.
#[derive(Default, Serialize, ToSchema)]
pub struct ContactFigures {
    pub count: i64,
    /// Their minutes, summed.
    pub minutes: i64,
}

/// Case management's referrals made in a report's range.
#[derive(Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferralFigures {
    /// Unduplicated: fathers with at least one referral made in the range.
    pub fathers: i64,
    /// Referrals made, by type (every type, 0 included).
    pub by_type: BTreeMap<String, i64>,
    /// Those referrals by their current status (every status, 0 included).
    pub by_status: BTreeMap<String, i64>,
}

impl ReferralFigures {
    fn of(counts: Option<&db::referrals::ReferralCounts>) -> ReferralFigures {
        let every = |words: &[&str], counted: Option<&BTreeMap<String, i64>>| {
            words.iter().map(|w| ((*w).to_owned(), counted.and_then(|c| c.get(*w)).copied().unwrap_or(0))).collect()
        };
        let types: Vec<&str> = ReferralType::ALL.iter().map(|t| t.as_str()).collect();
        let statuses: Vec<&str> = ReferralStatus::ALL.iter().map(|s| s.as_str()).collect();
        ReferralFigures {
            fathers: counts.map_or(0, |c| c.fathers),
            by_type: every(&types, counts.map(|c| &c.by_type)),
            by_status: every(&statuses, counts.map(|c| &c.by_status)),
        }
    }
}

/// Incentives given in a report's range, voided ones left out.
#[derive(Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IncentiveFigures {
    pub count: i64,
    /// Their amounts, summed, in cents.
    pub amount_cents: i64,
    /// How many of each kind (every kind, 0 included).
    pub by_kind: BTreeMap<String, i64>,
    /// The cents of each kind (every kind, 0 included).
    pub amount_by_kind: BTreeMap<String, i64>,
}

impl IncentiveFigures {
    fn of(counts: Option<&db::incentives::IncentiveCounts>) -> IncentiveFigures {
        let mut figures = IncentiveFigures {
            count: counts.map_or(0, |c| c.count),
            amount_cents: counts.map_or(0, |c| c.amount_cents),
            ..Default::default()
        };
        for kind in IncentiveKind::ALL {
            let (count, cents) = counts.and_then(|c| c.by_kind.get(kind.as_str())).copied().unwrap_or((0, 0));
            figures.by_kind.insert(kind.as_str().to_owned(), count);
            figures.amount_by_kind.insert(kind.as_str().to_owned(), cents);
        }
        figures
    }
}

/// A range's contacts and referrals (case management) and incentives, for the program and
/// by group.
struct CaseWork {
    contacts: db::contacts::ContactCounts,
    referrals: db::referrals::ReferralCounts,
    referrals_by_group: HashMap<String, db::referrals::ReferralCounts>,
    incentives: db::incentives::IncentiveCounts,
    incentives_by_group: HashMap<String, db::incentives::IncentiveCounts>,
}

impl CaseWork {
    async fn read(state: &AppState, scope: db::scope::Scope, start: i64, end: i64) -> AppResult<CaseWork> {
        Ok(state
            .db
            .run(move |conn| {
                let contacts = db::contacts::report_counts(conn, &scope, start, end)?;
                let (referrals, referrals_by_group) = db::referrals::report_counts(conn, &scope, start, end)?;
                let (incentives, incentives_by_group) = db::incentives::report_counts(conn, &scope, start, end)?;
                Ok::<_, db::DbError>(CaseWork {
                    contacts,
                    referrals,
                    referrals_by_group,
                    incentives,
                    incentives_by_group,
                })
            })
            .await?)
    }

    fn contacts_of(&self, group: &str) -> ContactFigures {
        let (count, minutes) = self.contacts.by_group.get(group).copied().unwrap_or((0, 0));
        ContactFigures { count, minutes }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupFigures {
    pub group_id: String,
    pub group_name: String,
    #[serde(flatten)]
    pub figures: ReportFigures,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KindCount {
    pub kind: String,
    pub count: i64,
}

/// A rate's cell when nothing counted.
const NO_DATA: &str = "no data";

/// Whose report it is: a program's (its groups, the fathers ever enrolled in it), which a
/// director or the program's manager reads; without one, a director's is the organisation's
/// (each father once) and a staff member's the fathers in his scope, in the groups he may
/// know of.
async fn report_scope(
    state: &AppState,
    viewer: &Viewer,
    program: Option<String>,
) -> AppResult<(db::scope::Scope, Option<Vec<String>>)> {
    viewer.staff()?;
    let Some(program) = program.filter(|id| !id.trim().is_empty()) else {
        return Ok((viewer.scope(), viewer.visible_groups(&state.db).await?));
    };
    let owned = viewer.clone();
    state
        .db
        .read_point(move |conn| {
            crate::services::programs::check_manages(conn, &owned, &program)?;
            let groups = db::programs::groups_shown(conn, &db::programs::Knows::All, Some(&program))?;
            Ok::<_, AppError>((db::scope::Scope::Program(program), groups))
        })
        .await
}

pub async fn report(
    state: &AppState,
    viewer: &Viewer,
    from: Option<&str>,
    to: Option<&str>,
    program: Option<String>,
) -> AppResult<Report> {
    viewer.staff()?;
    let range = DayRange::parse(from, to).map_err(|(field, message)| AppError::field(field, message))?;
    let zone = state.config.time_zone;
    let (start, end) = range.instants(zone);
    let (start, end) = (start.timestamp_millis(), end.timestamp_millis());
    let (scope, groups) = report_scope(state, viewer, program).await?;
    let knows = viewer.knows();
    let (facts, counts, profiles) = state
        .db
        .run({
            let scope = scope.clone();
            move |conn| {
                let facts = db::report::attendance_facts(conn, &scope, groups.as_deref(), start, end)?;
                let served: Vec<&str> = facts.served().into_iter().collect();
                let profiles = db::report::profiles(conn, &served)?;
                let counts = db::report::dated_counts(conn, &scope, &knows, range.from, range.to, start, end)?;
                Ok::<_, db::DbError>((facts, counts, profiles))
            }
        })
        .await?;
    let casework = CaseWork::read(state, scope.clone(), start, end).await?;
    let forms = FormWork::read(state, scope.clone(), start, end).await?;
    let mut members: HashMap<&str, HashSet<&str>> = HashMap::new();
    for member in &facts.members {
        members.entry(facts.groups[member.group].0.as_str()).or_default().insert(member.father_id.as_str());
    }
    let text_scope = scope;
    let (sent, delivered, failed, fathers_reached) =
        state.db.run(move |conn| db::texts::report(conn, &text_scope, start, end)).await?;
    let texts = TextFigures { sent, delivered, failed, fathers_reached };
    let (total, per_group) = facts.attendance();
    let completed: HashSet<&str> = counts.completions.iter().map(|(father, _)| father.as_str()).collect();
    let mut completed_in_group: HashMap<&str, HashSet<&str>> = HashMap::new();
    for (father, group) in &counts.completions {
        if let Some(group) = group {
            completed_in_group.entry(group.as_str()).or_default().insert(father.as_str());
        }
    }
    let groups = facts
        .groups
        .iter()
        .zip(per_group)
        .map(|((id, name), attendance)| {
            let (assessments, screenings) =
                forms.of(|father| members.get(id.as_str()).is_some_and(|group| group.contains(father)));
            GroupFigures {
                figures: ReportFigures {
                    attendance,
                    newly_enrolled: counts.joined_by_group.get(id).copied().unwrap_or(0),
                    completed_course: completed_in_group.get(id.as_str()).map_or(0, |f| f.len() as i64),
                    exited: counts.exited_by_group.get(id).copied().unwrap_or(0),
                    contacts: casework.contacts_of(id),
                    referrals: ReferralFigures::of(casework.referrals_by_group.get(id)),
                    incentives: IncentiveFigures::of(casework.incentives_by_group.get(id)),
                    assessments,
                    screenings,
                },
                group_id: id.clone(),
                group_name: name.clone(),
            }
        })
        .collect();
    let (assessments, screenings) = forms.of(|_| true);
    Ok(Report {
        from: range.from,
        to: range.to,
        time_zone: zone.name().to_owned(),
        total: ReportFigures {
            attendance: total,
            newly_enrolled: counts.newly_enrolled,
            completed_course: completed.len() as i64,
            exited: counts.exited,
            contacts: ContactFigures { count: casework.contacts.count, minutes: casework.contacts.minutes },
            referrals: ReferralFigures::of(Some(&casework.referrals)),
            incentives: IncentiveFigures::of(Some(&casework.incentives)),
            assessments,
            screenings,
        },
        milestones_by_kind: counts
            .milestones_by_kind
            .into_iter()
            .map(|(kind, count)| KindCount { kind, count })
            .collect(),
        demographics: Demographics::of(&profiles, range.to),
        groups,
        texts,
    })
}

/// The report as a spreadsheet: the program's row, one row per group, then the
/// milestones by kind. Every cell is defused against formulas (`csv::field`). Answers the
/// file's name too, made of the parsed dates (never of the query as it came).
pub async fn report_csv(
    state: &AppState,
    viewer: &Viewer,
    from: Option<&str>,
    to: Option<&str>,
    program: Option<String>,
) -> AppResult<(String, String)> {
    let r = report(state, viewer, from, to, program).await?;
    let filename = format!("report-{}-{}.csv", r.from, r.to);
    let mut csv = Csv::new(&[
        "group",
        "fathers served",
        "newly enrolled",
        "completed a course",
        "exited",
        "sessions held",
        "hours attended",
        "sessions attended",
        "sessions counted",
        "attendance rate",
        "contacts",
        "contact minutes",
        "fathers referred",
        "incentives",
        "incentive amount",
        "screenings",
        "screenings flagged",
    ]);
    let row = |name: &str, f: &ReportFigures| {
        let a = &f.attendance;
        [
            name.to_owned(),
            a.fathers_served.to_string(),
            f.newly_enrolled.to_string(),
            f.completed_course.to_string(),
            f.exited.to_string(),
            a.sessions_held.to_string(),
            format!("{:.2}", a.hours_attended),
            a.attended.to_string(),
            a.countable.to_string(),
            // As the screen's "—": a rate of nothing counted is not 0 %.
            if a.countable == 0 { NO_DATA.to_owned() } else { format!("{:.1}%", a.attendance_rate * 100.0) },
            f.contacts.count.to_string(),
            f.contacts.minutes.to_string(),
            f.referrals.fathers.to_string(),
            f.incentives.count.to_string(),
            dollars(f.incentives.amount_cents),
            f.screenings.count.to_string(),
            f.screenings.flagged.to_string(),
        ]
    };
    csv.row(&row(&format!("All groups ({} to {})", r.from, r.to), &r.total));
    for g in &r.groups {
        csv.row(&row(&g.group_name, &g.figures));
    }
    csv.row(&[""; 0]);
    csv.row(&["milestone", "count"]);
    for k in &r.milestones_by_kind {
        csv.row(&[k.kind.clone(), k.count.to_string()]);
    }
    csv.row(&[""; 0]);
    csv.row(&["referral type", "count"]);
    for (kind, count) in &r.total.referrals.by_type {
        csv.row(&[kind.clone(), count.to_string()]);
    }
    csv.row(&[""; 0]);
    csv.row(&["referral status", "count"]);
    for (status, count) in &r.total.referrals.by_status {
        csv.row(&[status.clone(), count.to_string()]);
    }
    let d = &r.demographics;
    // Age bands youngest first; the rest by word.
    let ages = AGE_BANDS.iter().chain([&UNKNOWN]).map(|band| (*band, d.age_bands.get(*band).copied().unwrap_or(0)));
    fn by_word(counts: &BTreeMap<String, i64>) -> Vec<(&str, i64)> {
        counts.iter().map(|(w, n)| (w.as_str(), *n)).collect()
    }
    let sections = [
        ("age band", ages.collect::<Vec<_>>()),
        ("father type", by_word(&d.father_type)),
        ("setting", by_word(&d.setting)),
        ("language", by_word(&d.language)),
    ];
    for (heading, counts) in sections {
        csv.row(&[""; 0]);
        csv.row(&[heading, "fathers served"]);
        for (word, count) in counts {
            csv.row(&[word.to_owned(), count.to_string()]);
        }
    }
    csv.row(&[""; 0]);
    csv.row(&["incentive kind", "count", "amount"]);
    let incentives = &r.total.incentives;
    for (kind, count) in &incentives.by_kind {
        let cents = incentives.amount_by_kind.get(kind).copied().unwrap_or(0);
        csv.row(&[kind.clone(), count.to_string(), dollars(cents)]);
    }
    csv.row(&[""; 0]);
    csv.row(&["group", "assessment", "subscale", "fathers with pre and post", "pre", "post", "change"]);
    let score = |value: Option<f64>| value.map_or_else(|| NO_DATA.to_owned(), |v| format!("{v:.2}"));
    let all = format!("All groups ({} to {})", r.from, r.to);
    let by_group = r.groups.iter().map(|g| (g.group_name.as_str(), &g.figures));
    for (group, figures) in std::iter::once((all.as_str(), &r.total)).chain(by_group) {
        for assessment in &figures.assessments {
            for s in &assessment.subscales {
                csv.row(&[
                    group.to_owned(),
                    assessment.name.en.clone(),
                    s.label.en.clone(),
                    assessment.fathers.to_string(),
                    score(s.pre),
                    score(s.post),
                    score(s.change),
                ]);
            }
        }
    }
    Ok((filename, csv.finish()))
}

/// The incentive ledger of a range as a spreadsheet, for auditors: one row per incentive
/// given in the range to a father in the reader's scope (as the report counts them), in
/// the order given, voided ones included with when and why. Times are the program's.
/// Answers the file's name too.
pub async fn incentives_csv(
    state: &AppState,
    viewer: &Viewer,
    from: Option<&str>,
    to: Option<&str>,
    program: Option<String>,
) -> AppResult<(String, String)> {
    viewer.staff()?;
    let range = DayRange::parse(from, to).map_err(|(field, message)| AppError::field(field, message))?;
    let zone = state.config.time_zone;
    let (start, end) = range.instants(zone);
    let (start, end) = (start.timestamp_millis(), end.timestamp_millis());
    // The same fathers as the report's incentive figures, so the two add up.
    let (scope, _) = report_scope(state, viewer, program).await?;
    let lines = state.db.run(move |conn| db::incentives::ledger(conn, &scope, start, end)).await?;
    let local = |t: chrono::DateTime<chrono::Utc>| t.with_timezone(&zone).format("%Y-%m-%d %H:%M").to_string();
    let mut csv = Csv::new(&[
        "given at",
        "father",
        "kind",
        "amount",
        "reference",
        "reason",
        "session",
        "given by",
        "voided at",
        "void reason",
    ]);
    for line in lines {
        let i = line.incentive;
        let session = line
            .session
            .map(|(title, starts)| format!("{title} ({})", starts.with_timezone(&zone).date_naive()))
            .unwrap_or_default();
        csv.row(&[
            local(i.given_at),
            line.father_name,
            i.kind.as_str().to_owned(),
            dollars(i.amount_cents),
            i.reference,
            i.reason,
            session,
            i.given_by_name,
            i.voided_at.map(local).unwrap_or_default(),
            i.void_reason.unwrap_or_default(),
        ]);
    }
    Ok((format!("incentives-{}-{}.csv", range.from, range.to), csv.finish()))
}

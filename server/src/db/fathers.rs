//! The `fathers` table: participant records.

use super::programs::Knows;
use super::scope::Scope;
use super::{Binds, Conn, DbError, DbResult, Row, Value};
use crate::domain::program::{FatherStatus, FatherType, Setting};
use crate::domain::programs::Enrolment;
use crate::domain::records::{Child, Father, FatherSummary};
use crate::domain::Language;
use crate::params;

/// What a list shows of a father (`FatherSummary`), first, so a full record is a summary
/// plus the long fields after it. The name index carries all of them (migration 0013), so
/// the list in name order never reads the table: a column added here goes there too
/// (`the_list_by_name_reads_the_index_alone` fails otherwise).
macro_rules! summary_columns {
    () => {
        summary_columns!("f.status", "f.enrollment_date", "f.exit_date", "f.case_manager_id")
    };
    ($status:expr, $enrolled:expr, $exited:expr, $case_manager:expr) => {
        concat!(
            "f.id, f.first_name, f.last_name, f.email, f.phone, f.preferred_language, f.father_type, f.setting, \
             f.referral_source, ",
            $status,
            ", ",
            $enrolled,
            ", ",
            $exited,
            ", ",
            $case_manager,
            ", f.photo_key, f.user_id, f.created_at, f.updated_at"
        )
    };
}
const SUMMARY_COLUMNS: &str = summary_columns!();

/// The latest enrolment a reader who is not a director may know of, as `le`, for each row of
/// a list: his status, dates and case manager are that one's, as on his record
/// (`services::fathers::shown_to`), so a later enrolment in a program confidential to the
/// reader neither shows nor filters (the record's own, when he has none the reader knows).
/// `father` is the alias of `fathers` in the query; a director's join is none.
pub fn latest_known_join(knows: &Knows, father: &str, binds: &mut Binds) -> String {
    match knows {
        Knows::All => String::new(),
        // Only when a program is hidden from him (tested once): otherwise his latest enrolment
        // he may know of is his latest, whose columns the record holds.
        // (Inside the subquery: PostgreSQL tests it there once, and then looks no further.)
        Knows::Account(_) => format!(
            "LEFT JOIN enrolments le ON le.id = (
                 SELECT ke.id FROM enrolments ke WHERE {} AND ke.father_id = {father}.id AND {}
                 ORDER BY ke.created_at DESC, ke.id DESC LIMIT 1)",
            knows.hides_any_sql(binds),
            knows.sql("ke.program_id", binds)
        ),
    }
}

/// A column of the record `father` as the reader knows it, through [`latest_known_join`]:
/// `record` of his record for a director, `enrolment` of that enrolment for anyone else.
pub fn known_column(knows: &Knows, father: &str, record: &str, enrolment: &str) -> String {
    match knows {
        Knows::All => format!("{father}.{record}"),
        Knows::Account(_) => format!("CASE WHEN le.id IS NULL THEN {father}.{record} ELSE le.{enrolment} END"),
    }
}
macro_rules! known_status {
    () => {
        "COALESCE(le.status, f.status)"
    };
}
macro_rules! known_case_manager {
    () => {
        "CASE WHEN le.id IS NULL THEN f.case_manager_id ELSE le.case_manager_id END"
    };
}
/// A summary through [`latest_known_join`].
const KNOWN_SUMMARY_COLUMNS: &str = summary_columns!(
    concat!(known_status!(), " AS status"),
    "CASE WHEN le.id IS NULL THEN f.enrollment_date ELSE le.enrolled_at END AS enrollment_date",
    "CASE WHEN le.id IS NULL THEN f.exit_date ELSE le.exited_at END AS exit_date",
    concat!(known_case_manager!(), " AS case_manager_id")
);
const COLUMNS: &str = concat!(
    summary_columns!(),
    ", f.date_of_birth, f.address, f.children, f.exit_reason, f.notes, f.unreachable, f.anonymised_at, \
     f.phone_valid, f.reminders_sms"
);

fn from_row(row: &Row) -> DbResult<Father> {
    let s = summary_from_row(row)?;
    let children: Vec<Child> = row.json("children")?;
    Ok(Father {
        id: s.id,
        first_name: s.first_name,
        last_name: s.last_name,
        email: s.email,
        phone: s.phone,
        preferred_language: s.preferred_language,
        date_of_birth: row.opt_date("date_of_birth")?,
        address: row.text("address")?,
        children,
        father_type: s.father_type,
        setting: s.setting,
        referral_source: s.referral_source,
        status: s.status,
        enrollment_date: s.enrollment_date,
        exit_date: s.exit_date,
        exit_reason: row.text("exit_reason")?,
        case_manager_id: s.case_manager_id,
        notes: Some(row.text("notes")?),
        photo_key: s.photo_key,
        user_id: s.user_id,
        created_at: s.created_at,
        updated_at: s.updated_at,
        unreachable: row.bool("unreachable")?,
        // Read for the records answered in full (`find_shown`, `db::consents::current`),
        // not for each one a request reads to decide on.
        consents: Default::default(),
        flags: Vec::new(),
        anonymised_at: row.opt_time("anonymised_at")?,
        anonymised_on: None,
        phone_valid: row.bool("phone_valid")?,
        reminders_sms: row.bool("reminders_sms")?,
        enrolments: Vec::new(),
    })
}

fn summary_from_row(row: &Row) -> DbResult<FatherSummary> {
    Ok(FatherSummary {
        id: row.text("id")?,
        first_name: row.text("first_name")?,
        last_name: row.text("last_name")?,
        email: row.text("email")?,
        phone: row.text("phone")?,
        preferred_language: row.word("preferred_language", Language::parse)?,
        father_type: row.opt_word("father_type", FatherType::parse)?,
        setting: row.opt_word("setting", Setting::parse)?,
        referral_source: row.text("referral_source")?,
        status: row.word("status", FatherStatus::parse)?,
        enrollment_date: row.opt_date("enrollment_date")?,
        exit_date: row.opt_date("exit_date")?,
        case_manager_id: row.opt_text("case_manager_id")?,
        photo_key: row.opt_text("photo_key")?,
        user_id: row.opt_text("user_id")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

fn search_text(f: &Father) -> String {
    // The number as kept (E.164) and as people write it, so "555-0101" finds "+15125550101".
    let phone = crate::domain::phone::national(&f.phone).unwrap_or_default();
    format!("{} {} {} {} {phone}", f.first_name, f.last_name, f.email, f.phone).to_lowercase()
}

fn values(f: &Father) -> Vec<Value> {
    vec![
        Value::from(&f.id),
        Value::from(&f.first_name),
        Value::from(&f.last_name),
        Value::from(&f.email),
        Value::from(&f.phone),
        Value::from(f.preferred_language.code()),
        Value::from(f.date_of_birth),
        Value::from(&f.address),
        Value::from(serde_json::to_string(&f.children).unwrap_or_else(|_| "[]".into())),
        Value::from(f.father_type.map(super::super::domain::program::FatherType::as_str)),
        Value::from(f.setting.map(super::super::domain::program::Setting::as_str)),
        Value::from(&f.referral_source),
        Value::from(f.status.as_str()),
        Value::from(f.enrollment_date),
        Value::from(f.exit_date),
        Value::from(&f.exit_reason),
        Value::from(f.case_manager_id.as_deref()),
        Value::from(f.notes.clone().unwrap_or_default()),
        Value::from(f.photo_key.as_deref()),
        Value::from(f.user_id.as_deref()),
        Value::from(search_text(f)),
        // Decided from the number itself whenever it is written, never sent by a client.
        Value::from(crate::domain::phone::is_textable(&f.phone)),
        Value::from(f.reminders_sms),
    ]
}

/// When the record's exit date is recorded, if it has one: `now`, by the program's clock
/// (retention counts its 30 days of grace from then by the same clock, `db::retention`).
fn exit_recorded(f: &Father, now: i64) -> Value {
    Value::from(f.exit_date.map(|_| now))
}

/// Records with no account yet that are likely the account's person: the same e-mail, or
/// the same first and last name (either case), e-mail matches first.
pub fn likely_records(conn: &mut dyn Conn, user: &crate::domain::User) -> DbResult<Vec<LikelyRecord>> {
    conn.all(
        "SELECT f.id, f.first_name, f.last_name, f.email, f.phone, LOWER(f.email) = LOWER($1) AS same_email
         FROM fathers f
         WHERE f.user_id IS NULL AND f.anonymised_at IS NULL
           AND ((f.email <> '' AND LOWER(f.email) = LOWER($1))
             OR ($2 <> '' AND LOWER(f.first_name) = LOWER($2) AND LOWER(f.last_name) = LOWER($3)))
         ORDER BY same_email DESC, f.last_name, f.first_name, f.id LIMIT 5",
        params![&user.email, &user.first_name, &user.last_name],
        |row| {
            Ok(LikelyRecord {
                father_id: row.text("id")?,
                first_name: row.text("first_name")?,
                last_name: row.text("last_name")?,
                email: row.text("email")?,
                phone: row.text("phone")?,
                same_email: row.bool("same_email")?,
            })
        },
    )
}

/// A record that is likely an account's person.
#[derive(Clone, Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LikelyRecord {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    /// Matched by e-mail (else by name).
    pub same_email: bool,
}

/// How many records have this case manager.
pub fn caseload_count(conn: &mut dyn Conn, manager: &str) -> DbResult<i64> {
    Ok(conn
        .first("SELECT COUNT(*) AS records FROM fathers WHERE case_manager_id = $1", params![manager], |r| {
            r.int("records")
        })?
        .unwrap_or(0))
}

/// Gives every record whose case manager is `from` the case manager `to`; answers their ids.
pub fn reassign_caseload(conn: &mut dyn Conn, from: &str, to: &str, now: i64) -> DbResult<Vec<String>> {
    let ids =
        conn.all("SELECT id FROM fathers WHERE case_manager_id = $1 ORDER BY id", params![from], |row| row.text("id"))?;
    conn.execute(
        "UPDATE fathers SET case_manager_id = $2, updated_at = $3 WHERE case_manager_id = $1",
        params![from, to, now],
    )?;
    // His enrolments go with the records, which show their latest one's case manager.
    conn.execute(
        "UPDATE enrolments SET case_manager_id = $2, updated_at = $3 WHERE case_manager_id = $1",
        params![from, to, now],
    )?;
    Ok(ids)
}

/// Links the account to the record if the record has none yet; false when it had one.
pub fn link_account(conn: &mut dyn Conn, father_id: &str, user_id: &str, now: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE fathers SET user_id = $2, updated_at = $3 WHERE id = $1 AND user_id IS NULL",
        params![father_id, user_id, now],
    )? == 1)
}

/// Inserts a record; `now` (the program's clock) is when its exit date, if any, is recorded.
pub fn insert(conn: &mut dyn Conn, f: &Father, now: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO fathers (id, first_name, last_name, email, phone, preferred_language, date_of_birth,
             address, children, father_type, setting, referral_source, status, enrollment_date, exit_date,
             exit_reason, case_manager_id, notes, photo_key, user_id, search_text, phone_valid, reminders_sms,
             created_at, updated_at, exit_recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
                 $24, $25, $26)",
        &[values(f), vec![Value::from(f.created_at), Value::from(f.updated_at), exit_recorded(f, now)]].concat(),
    )?;
    Ok(())
}

/// Writes a record's fields; `now` (the program's clock) is when a new or changed exit date
/// is recorded.
pub fn update(conn: &mut dyn Conn, f: &Father, now: i64) -> DbResult<bool> {
    let changed = conn.execute(
        "UPDATE fathers SET first_name = $2, last_name = $3, email = $4, phone = $5, preferred_language = $6,
             date_of_birth = $7, address = $8, children = $9, father_type = $10, setting = $11,
             referral_source = $12, status = $13, enrollment_date = $14, exit_date = $15, exit_reason = $16,
             case_manager_id = $17, notes = $18, photo_key = $19, user_id = $20, search_text = $21,
             phone_valid = $22, reminders_sms = $23, updated_at = $24,
             -- A new exit date (or a corrected one) starts retention's 30 days of grace again.
             exit_recorded_at = CASE WHEN CAST($25 AS BIGINT) IS NULL THEN NULL
                                     WHEN exit_date IS NOT DISTINCT FROM $15 THEN exit_recorded_at
                                     ELSE CAST($25 AS BIGINT) END
         WHERE id = $1",
        &[values(f), vec![Value::from(f.updated_at), exit_recorded(f, now)]].concat(),
    )?;
    Ok(changed == 1)
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Father>> {
    conn.first(&format!("SELECT {COLUMNS} FROM fathers f WHERE f.id = $1"), params![id], from_row)
}

/// A record, if it is in `scope`.
pub fn find_in(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<Father>> {
    let mut binds = Binds::new();
    let father = binds.add(id);
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.first(&format!("SELECT {COLUMNS} FROM fathers f WHERE f.id = {father} AND {in_scope}"), &binds, from_row)
}

/// A record as it is answered in full, with what the answer needs beside it.
#[derive(Clone, Debug)]
pub struct Shown {
    pub father: Father,
    /// Whether a submission of his raises a flag (the flags are read only then).
    pub flagged: bool,
    /// When his exit date was last set: when retention may anonymise him.
    pub exit_recorded_at: Option<i64>,
}

/// A record in `scope` as it is answered in full, in one query: his consent states and
/// whether a submission of his raises a flag from his one row of `father_states` (a second
/// query cost a read by id about a sixth of its time; an EXISTS over his submissions' flags,
/// a tenth), and his enrolments the reader may know of (a row each: the record's columns are
/// read from the first).
pub fn find_shown(conn: &mut dyn Conn, scope: &Scope, knows: &Knows, id: &str) -> DbResult<Option<Shown>> {
    // The text depends on the kinds of scope and knowledge alone: built once, not for every read.
    static SQL: [std::sync::OnceLock<String>; Scope::KINDS * Knows::KINDS] =
        [const { std::sync::OnceLock::new() }; Scope::KINDS * Knows::KINDS];
    let sql = SQL[scope.kind() * Knows::KINDS + knows.kind()].get_or_init(|| {
        let mut binds = Binds::new();
        let father = binds.add(Value::Null);
        let known = knows.sql("e.program_id", &mut binds);
        let in_scope = scope.covers_sql("f.id", &mut binds);
        format!(
            "SELECT {COLUMNS}, f.exit_recorded_at, fs.consent_bits, COALESCE(fs.flagged, FALSE) AS flagged,
                 e.id AS enrolment_id, e.program_id AS enrolment_program_id, p.name AS enrolment_program_name,
                 e.status AS enrolment_status, e.enrolled_at AS enrolment_enrolled_at,
                 e.exited_at AS enrolment_exited_at, e.exit_reason AS enrolment_exit_reason,
                 e.case_manager_id AS enrolment_case_manager_id, e.created_at AS enrolment_created_at,
                 e.updated_at AS enrolment_updated_at
             FROM fathers f LEFT JOIN father_states fs ON fs.father_id = f.id
             -- Two plain joins: SQLite materialises a parenthesised join whole (every enrolment).
             LEFT JOIN enrolments e ON e.father_id = f.id AND {known}
             LEFT JOIN programs p ON p.id = e.program_id
             WHERE f.id = {father} AND {in_scope}"
        )
    });
    let mut binds = Binds::new();
    binds.add(id);
    knows.bind(&mut binds);
    scope.bind(&mut binds);
    let mut shown: Option<Shown> = None;
    conn.each_row(sql, &binds, &mut |r| {
        let Shown { father, .. } = match &mut shown {
            Some(shown) => shown,
            None => {
                let consents = super::consents::state_from_bits(r.opt_int("consent_bits")?.unwrap_or_default());
                shown.insert(Shown {
                    father: Father { consents, ..from_row(r)? },
                    flagged: r.bool("flagged")?,
                    exit_recorded_at: r.opt_int("exit_recorded_at")?,
                })
            }
        };
        if let Some(enrolment_id) = r.opt_text("enrolment_id")? {
            father.enrolments.push(Enrolment {
                id: enrolment_id,
                father_id: father.id.clone(),
                program_id: r.text("enrolment_program_id")?,
                program_name: r.text("enrolment_program_name")?,
                status: r.word("enrolment_status", FatherStatus::parse)?,
                enrolled_at: r.opt_date("enrolment_enrolled_at")?,
                exited_at: r.opt_date("enrolment_exited_at")?,
                exit_reason: r.text("enrolment_exit_reason")?,
                case_manager_id: r.opt_text("enrolment_case_manager_id")?,
                created_at: r.time("enrolment_created_at")?,
                updated_at: r.time("enrolment_updated_at")?,
            });
        }
        Ok(true)
    })?;
    // Latest first, sorted here: the few rows need no sorter in the statement.
    if let Some(Shown { father, .. }) = &mut shown {
        father.enrolments.sort_by(|a, b| (b.created_at, &b.id).cmp(&(a.created_at, &a.id)));
    }
    Ok(shown)
}

pub fn count(conn: &mut dyn Conn) -> DbResult<i64> {
    Ok(conn.first("SELECT COUNT(*) AS records FROM fathers", &[], |row| row.int("records"))?.unwrap_or(0))
}

/// The accounts linked to the given records (None where there is none).
pub fn user_ids(conn: &mut dyn Conn, ids: &[&str]) -> DbResult<std::collections::HashMap<String, Option<String>>> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let mut binds = Binds::new();
    let list = binds.list(ids.iter().copied());
    let mut accounts = std::collections::HashMap::new();
    conn.each_row(&format!("SELECT id, user_id FROM fathers WHERE id IN ({list})"), &binds, &mut |row| {
        accounts.insert(row.text("id")?, row.opt_text("user_id")?);
        Ok(true)
    })?;
    Ok(accounts)
}

/// The record linked to a user account, if any.
pub fn find_by_user(conn: &mut dyn Conn, user_id: &str) -> DbResult<Option<Father>> {
    conn.first(&format!("SELECT {COLUMNS} FROM fathers f WHERE f.user_id = $1"), params![user_id], from_row)
}

/// Whether anything reports or his case rest on was recorded about him: attendance,
/// contacts, referrals, consents, incentives, texts or submissions. Such a record is
/// exited, never deleted.
pub fn has_history(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 WHERE EXISTS (SELECT 1 FROM attendance WHERE father_id = $1)
                 OR EXISTS (SELECT 1 FROM contacts WHERE father_id = $1)
                 OR EXISTS (SELECT 1 FROM referrals WHERE father_id = $1)
                 OR EXISTS (SELECT 1 FROM consents WHERE father_id = $1)
                 OR EXISTS (SELECT 1 FROM incentives WHERE father_id = $1)
                 OR EXISTS (SELECT 1 FROM texts WHERE father_id = $1)
                 OR EXISTS (SELECT 1 FROM submissions WHERE father_id = $1)",
        params![id],
    )
}

/// Deletes a record; `Some(photo key)` when there was one (Some(None): no photo).
pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Option<String>>> {
    conn.first("DELETE FROM fathers WHERE id = $1 RETURNING photo_key", params![id], |row| row.opt_text("photo_key"))
}

/// Points the record at a new photo; the key it replaces, or None when there is no such record.
pub fn set_photo(conn: &mut dyn Conn, id: &str, key: &str, now: i64) -> DbResult<Option<Option<String>>> {
    // The old key is read under a row lock held to the end of the transaction.
    let lock = super::for_update(conn);
    let sql = format!("SELECT photo_key FROM fathers WHERE id = $1{lock}");
    let Some(old) = conn.first(&sql, params![id], |row| row.opt_text("photo_key"))? else {
        return Ok(None);
    };
    conn.execute("UPDATE fathers SET photo_key = $2, updated_at = $3 WHERE id = $1", params![id, key, now])?;
    Ok(Some(old))
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sort {
    #[default]
    Name,
    NameDesc,
    Newest,
    Oldest,
}

impl Sort {
    pub fn parse(input: &str) -> Result<Sort, crate::catalogue::Message> {
        match input {
            "name" => Ok(Sort::Name),
            "-name" => Ok(Sort::NameDesc),
            "-created" => Ok(Sort::Newest),
            "created" => Ok(Sort::Oldest),
            other => Err(crate::catalogue::one_of("Sort", "name, -name, created, -created", other)),
        }
    }

    fn order_by(self, names: &Names) -> String {
        let Names { last, first, id } = names;
        match self {
            Sort::Name => format!("{last}, {first}, {id}"),
            Sort::NameDesc => format!("{last} DESC, {first} DESC, {id} DESC"),
            Sort::Newest => "f.created_at DESC, f.id DESC".into(),
            Sort::Oldest => "f.created_at, f.id".into(),
        }
    }
}

/// Where a page in name order reads the names from: the fathers' index, or a staff
/// member's scope rows (the same names, kept by triggers), whose index holds his fathers
/// alone in that order.
struct Names {
    last: &'static str,
    first: &'static str,
    id: &'static str,
}

const FATHER_NAMES: Names = Names { last: "f.last_name", first: "f.first_name", id: "f.id" };
const SCOPE_NAMES: Names = Names { last: "ss.last_name", first: "ss.first_name", id: "ss.father_id" };

impl Sort {
    /// The rows after `after` in this order: a row-value comparison the sort's index
    /// answers by seeking, so a page deep in the list costs what the first one does.
    fn after_clause(self, after: &After, names: &Names, binds: &mut Binds) -> Option<String> {
        match (self, after) {
            (Sort::Name | Sort::NameDesc, After::Name { last_name, first_name, id }) => {
                let op = if self == Sort::Name { ">" } else { "<" };
                let (l, f, i) = (binds.add(last_name), binds.add(first_name), binds.add(id));
                let Names { last, first, id } = names;
                Some(format!("({last}, {first}, {id}) {op} ({l}, {f}, {i})"))
            }
            (Sort::Newest | Sort::Oldest, After::Created { at_millis, id }) => {
                let op = if self == Sort::Oldest { ">" } else { "<" };
                let (a, i) = (binds.add(*at_millis), binds.add(id));
                Some(format!("(f.created_at, f.id) {op} ({a}, {i})"))
            }
            _ => None,
        }
    }
}

/// Where a page starts: after so many rows, or just after a row (its sort key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    Offset(i64),
    After(After),
}

/// A row's place in a sort: what a cursor carries.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "by", rename_all = "camelCase")]
pub enum After {
    #[serde(rename_all = "camelCase")]
    Name { last_name: String, first_name: String, id: String },
    #[serde(rename_all = "camelCase")]
    Created { at_millis: i64, id: String },
}

impl After {
    /// Whether this place is one in `sort` (a cursor is good for the sort it came from).
    pub fn fits(&self, sort: Sort) -> bool {
        matches!(
            (self, sort),
            (After::Name { .. }, Sort::Name | Sort::NameDesc) | (After::Created { .. }, Sort::Newest | Sort::Oldest)
        )
    }

    /// The place of `father` in `sort`.
    pub fn of(father: &FatherSummary, sort: Sort) -> After {
        match sort {
            Sort::Name | Sort::NameDesc => After::Name {
                last_name: father.last_name.clone(),
                first_name: father.first_name.clone(),
                id: father.id.clone(),
            },
            Sort::Newest | Sort::Oldest => {
                After::Created { at_millis: father.created_at.timestamp_millis(), id: father.id.clone() }
            }
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub search: Option<String>,
    pub status: Option<FatherStatus>,
    pub group_id: Option<String>,
    /// Those whose case manager is this staff account.
    pub case_manager_id: Option<String>,
    /// Those enrolled in this program (with `status`, whose enrolment in it has that status),
    /// if the reader may know of it: a program confidential to others holds nobody.
    pub program_id: Option<String>,
    pub sort: Sort,
}

/// A page of records matching `filter`, as summaries. The WHERE clause is built from
/// fixed fragments only; every value is a bound parameter.
pub fn list(
    conn: &mut dyn Conn,
    scope: &Scope,
    knows: &Knows,
    filter: &Filter,
    limit: i64,
    start: &Start,
) -> DbResult<Vec<FatherSummary>> {
    let (sql, binds) = list_query(scope, knows, filter, limit, start)?;
    conn.all(&sql, &binds, summary_from_row)
}

/// Where a list reads a father's status, dates and case manager from: his record for a
/// director, his latest enrolment the reader may know of for anyone else.
struct ListColumns {
    select: &'static str,
    join: String,
    status: &'static str,
    case_manager: &'static str,
}

impl ListColumns {
    fn of(knows: &Knows, binds: &mut Binds) -> ListColumns {
        match knows {
            Knows::All => ListColumns {
                select: SUMMARY_COLUMNS,
                join: String::new(),
                status: "f.status",
                case_manager: "f.case_manager_id",
            },
            Knows::Account(_) => ListColumns {
                select: KNOWN_SUMMARY_COLUMNS,
                join: latest_known_join(knows, "f", binds),
                status: known_status!(),
                case_manager: known_case_manager!(),
            },
        }
    }
}

fn list_query(scope: &Scope, knows: &Knows, filter: &Filter, limit: i64, start: &Start) -> DbResult<(String, Binds)> {
    let mut clauses = Vec::new();
    let mut binds = Binds::new();
    let columns = ListColumns::of(knows, &mut binds);
    // A staff member's list in name order walks his scope's rows in that order; anything
    // else is the fathers' table with the scope's condition.
    let (from, names) = match scope {
        Scope::Staff(user) if matches!(filter.sort, Sort::Name | Sort::NameDesc) => {
            clauses.push(format!("ss.user_id = {}", binds.add(user)));
            // Joined on the name index's whole key, so each father is one probe of the
            // covering index rather than of the key and then the table.
            (
                "staff_scope ss JOIN fathers f
                 ON f.last_name = ss.last_name AND f.first_name = ss.first_name AND f.id = ss.father_id",
                &SCOPE_NAMES,
            )
        }
        Scope::All => ("fathers f", &FATHER_NAMES),
        _ => {
            clauses.push(scope.covers_sql("f.id", &mut binds));
            ("fathers f", &FATHER_NAMES)
        }
    };
    if let Some(search) = &filter.search {
        clauses.push(super::contains_sql("f.search_text", search, &mut binds));
    }
    match (&filter.program_id, filter.status) {
        (Some(program), status) => {
            let program = super::programs::ProgramFilter { knows: knows.clone(), only: Some(program.clone()) };
            let status = match status {
                Some(status) => format!(" AND pe.status = {}", binds.add(status.as_str())),
                None => String::new(),
            };
            clauses.push(format!(
                "EXISTS (SELECT 1 FROM enrolments pe WHERE pe.father_id = f.id AND {}{status})",
                program.sql("pe.program_id", &mut binds)
            ));
        }
        (None, Some(status)) => clauses.push(format!("{} = {}", columns.status, binds.add(status.as_str()))),
        (None, None) => {}
    }
    if let Some(group) = &filter.group_id {
        clauses.push(format!(
            "EXISTS (SELECT 1 FROM group_members m WHERE m.father_id = f.id AND m.group_id = {} AND m.left_at IS NULL)",
            binds.add(group)
        ));
    }
    if let Some(manager) = &filter.case_manager_id {
        clauses.push(format!("{} = {}", columns.case_manager, binds.add(manager)));
    }
    let offset = match start {
        Start::Offset(offset) => *offset,
        Start::After(after) => {
            let clause = filter.sort.after_clause(after, names, &mut binds).ok_or_else(|| {
                DbError::Other("a cursor of another sort reached the query (checked by the caller)".into())
            })?;
            clauses.push(clause);
            0
        }
    };
    let condition = if clauses.is_empty() { String::new() } else { format!("WHERE {}", clauses.join(" AND ")) };
    let sql = format!(
        "SELECT {} FROM {from} {} {condition} ORDER BY {} {}",
        columns.select,
        columns.join,
        filter.sort.order_by(names),
        super::limit_offset(limit, offset, &mut binds)
    );
    Ok((sql, binds))
}

/// Records with a phone not known to be E.164: `(id, phone)`, for the check at start-up.
pub fn unchecked_phones(conn: &mut dyn Conn) -> DbResult<Vec<(String, String)>> {
    conn.all(
        "SELECT id, phone FROM fathers WHERE phone <> '' AND NOT phone_valid AND anonymised_at IS NULL",
        &[],
        |row| Ok((row.text("id")?, row.text("phone")?)),
    )
}

/// Rewrites a checked phone in E.164, unless it changed since it was read.
pub fn set_checked_phone(conn: &mut dyn Conn, id: &str, stored: &str, e164: &str) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE fathers SET phone = $3, phone_valid = TRUE, search_text = search_text || ' ' || LOWER($4)
         WHERE id = $1 AND phone = $2 AND NOT phone_valid",
        params![id, stored, e164, crate::domain::phone::national(e164).unwrap_or_default()],
    )? == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How SQLite plans a page of the list, on a database with every migration applied.
    fn plan(filter: &Filter, start: &Start) -> String {
        plan_for(&Scope::All, filter, start)
    }

    fn plan_for(scope: &Scope, filter: &Filter, start: &Start) -> String {
        let (_dir, mut conn) = super::super::sqlite::migrated_for_tests();
        let (sql, params) = list_query(scope, &Knows::All, filter, 50, start).unwrap();
        super::super::sqlite::plan_for_tests(&mut conn, &sql, &params)
    }

    #[test]
    fn the_list_by_name_reads_the_index_alone() {
        let after = After::Name { last_name: "Moss".into(), first_name: "Ray".into(), id: "f-1".into() };
        for start in [Start::Offset(0), Start::After(after)] {
            let plan = plan(&Filter::default(), &start);
            assert!(plan.contains("COVERING INDEX fathers_name"), "{start:?}: {plan}");
        }
    }

    #[test]
    fn a_page_of_the_list_is_prepared_once() {
        let (_dir, conn) = super::super::sqlite::migrated_for_tests();
        let after = After::Name { last_name: "Moss".into(), first_name: "Ray".into(), id: "f-1".into() };
        for scope in [Scope::All, Scope::Staff("u-1".into())] {
            for start in [Start::Offset(0), Start::After(after.clone())] {
                let (sql, params) = list_query(&scope, &Knows::All, &Filter::default(), 50, &start).unwrap();
                let reprepared = super::super::sqlite::SqliteConn::statement_reprepared(&conn, &sql, &params);
                assert_eq!(reprepared, 0, "{scope:?} {start:?}");
            }
        }
    }

    #[test]
    fn a_staff_members_list_by_name_reads_his_scope_rows_in_order_with_each_fathers_known_enrolment() {
        let (_dir, mut conn) = super::super::sqlite::migrated_for_tests();
        let knows = Knows::Account("u-1".into());
        let (sql, params) =
            list_query(&Scope::Staff("u-1".into()), &knows, &Filter::default(), 50, &Start::Offset(0)).unwrap();
        let plan = super::super::sqlite::plan_for_tests(&mut conn, &sql, &params);
        assert!(plan.contains("INDEX staff_scope_name"), "{plan}");
        assert!(plan.contains("INDEX enrolments_father"), "his enrolments by their index: {plan}");
        assert!(!plan.contains("TEMP B-TREE"), "{plan}");
    }

    #[test]
    fn a_staff_members_list_by_name_reads_his_scope_rows_in_order() {
        let scope = Scope::Staff("u-1".into());
        let after = After::Name { last_name: "Moss".into(), first_name: "Ray".into(), id: "f-1".into() };
        for sort in [Sort::Name, Sort::NameDesc] {
            for start in [Start::Offset(0), Start::After(after.clone())] {
                let plan = plan_for(&scope, &Filter { sort, ..Filter::default() }, &start);
                assert!(plan.contains("INDEX staff_scope_name"), "{sort:?} {start:?}: {plan}");
                assert!(plan.contains("COVERING INDEX fathers_name"), "{sort:?} {start:?}: {plan}");
                assert!(!plan.contains("TEMP B-TREE"), "{sort:?} {start:?}: {plan}");
            }
        }
    }
}

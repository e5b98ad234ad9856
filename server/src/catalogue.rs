//! Every sentence the server can answer with, in each language the product speaks.
//!
//! An answer names its sentence by a stable key and carries the values put into it
//! (`{"key": "tooLong", "params": {"label": "Title", "max": 100}}`), so a client translates
//! the key itself; `message` is the same sentence in the caller's language. This table is the
//! one copy of each sentence: the web's own is generated from it (`fatherhood catalogue`,
//! `make api-types`). A Spanish sentence may leave out a value the English one names (a
//! field's English label) but never names one the English lacks.

use std::fmt::Display;

use crate::domain::Language;

/// One sentence with its values: what an error carries until it is answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    key: &'static str,
    params: Vec<(&'static str, String)>,
}

/// A sentence as the catalogue holds it: `{{name}}` marks where a value goes.
#[derive(Debug, serde::Serialize)]
pub struct Entry {
    pub key: &'static str,
    pub params: &'static [&'static str],
    pub en: &'static str,
    pub es: &'static str,
}

impl Message {
    pub fn key(&self) -> &'static str {
        self.key
    }

    pub fn params(&self) -> &[(&'static str, String)] {
        &self.params
    }

    /// The sentence in `language`, its values filled in.
    pub fn render(&self, language: Language) -> String {
        let entry = CATALOGUE.iter().find(|entry| entry.key == self.key).expect("every message is in the catalogue");
        let template = match language {
            Language::En => entry.en,
            Language::Es => entry.es,
        };
        fill(template, &self.params)
    }
}

impl Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Language::En))
    }
}

fn fill(template: &str, params: &[(&'static str, String)]) -> String {
    let mut text = template.to_owned();
    for (name, value) in params {
        text = text.replace(&format!("{{{{{name}}}}}"), value);
    }
    text
}

/// Declares each sentence: a constructor taking its values, and its entry in [`CATALOGUE`].
macro_rules! catalogue {
    ($( $name:ident $key:literal ( $($param:ident),* ) = $en:literal, $es:literal; )*) => {
        $(
            #[doc = $en]
            pub fn $name($($param: impl Display),*) -> Message {
                Message { key: $key, params: vec![$((stringify!($param), $param.to_string())),*] }
            }
        )*

        pub const CATALOGUE: &[Entry] = &[
            $( Entry { key: $key, params: &[$(stringify!($param)),*], en: $en, es: $es } ),*
        ];
    };
}

catalogue! {

    // Forms and requests
    invalid_form "invalidForm" () = "Sorry, not all fields are filled out correctly.",
        "Lo sentimos, no todos los campos están completados correctamente.";
    body_not_json "bodyNotJson" () = "Send the body as JSON (Content-Type: application/json).",
        "Envía el contenido como JSON (Content-Type: application/json).";
    body_invalid_json "bodyInvalidJson" () = "The request body is not valid JSON.",
        "El contenido de la solicitud no es un JSON válido.";
    body_not_object "bodyNotObject" () = "The request body must be a JSON object.",
        "El contenido de la solicitud debe ser un objeto JSON.";
    body_invalid "bodyInvalid" (detail) = "The request body is not valid: {{detail}}",
        "El contenido de la solicitud no es válido.";
    query_invalid "queryInvalid" (detail) = "The query parameters are not valid: {{detail}}",
        "Los parámetros de la solicitud no son válidos.";
    request_too_large "requestTooLarge" () = "The request is too large.",
        "La solicitud es demasiado grande.";
    request_timed_out "requestTimedOut" () = "The request took too long.",
        "La solicitud tardó demasiado.";
    no_such_endpoint "noSuchEndpoint" (path) = "No such API endpoint: /{{path}}",
        "Esa dirección de la API no existe.";
    one_of "oneOf" (label, allowed, value) = "{{label}} must be one of: {{allowed}} (not '{{value}}').",
        "Elige uno de estos valores: {{allowed}}.";
    required "required" (label) = "{{label}} is required.",
        "Este campo es obligatorio.";
    too_long "tooLong" (label, max) = "{{label}} must be at most {{max}} characters.",
        "Escribe como máximo {{max}} caracteres.";
    not_a_date "notADate" (label) = "{{label}} must be a date (YYYY-MM-DD).",
        "Debe ser una fecha (AAAA-MM-DD).";
    not_a_date_time "notADateTime" (label) = "{{label}} must be a date and time (RFC 3339, e.g. 2026-05-01T18:00:00-05:00).",
        "Debe ser una fecha y hora (RFC 3339, p. ej. 2026-05-01T18:00:00-05:00).";
    years_kept "yearsKept" (label, first, last) = "{{label}} must fall between the years {{first}} and {{last}}.",
        "La fecha debe estar entre los años {{first}} y {{last}}.";
    limit_range "limitRange" (max) = "Limit must be between 1 and {{max}}.",
        "El límite debe estar entre 1 y {{max}}.";
    photo_limit_range "photoLimitRange" () = "Limit must be between 1 and 500.",
        "El límite debe estar entre 1 y 500.";
    offset_negative "offsetNegative" () = "Offset must not be negative.",
        "El desplazamiento no puede ser negativo.";
    search_too_long "searchTooLong" () = "Search for at most 200 characters.",
        "Busca con 200 caracteres como máximo.";
    cursor_or_offset "cursorOrOffset" () = "Give a cursor or an offset, not both.",
        "Indica un cursor o un desplazamiento, no ambos.";
    cursor_other_sort "cursorOtherSort" () = "This cursor belongs to another sort: start from the first page.",
        "Este cursor es de otro orden: empieza desde la primera página.";
    cursor_unknown "cursorUnknown" () = "This cursor is not one this list gave out.",
        "Este cursor no lo entregó esta lista.";
    cursor_unknown_restart "cursorUnknownRestart" () = "This cursor is not one this list gave out: start from the first page.",
        "Este cursor no lo entregó esta lista: empieza desde la primera página.";

    // Forms: intake, screening, assessments
    form_label_required "formLabelRequired" () = "Write it in English at least.",
        "Escríbelo al menos en inglés.";
    form_too_many "formTooMany" (max) = "At most {{max}}.",
        "Como máximo {{max}}.";
    submission_id_invalid "submissionIdInvalid" () = "A submission's id is a UUID the app makes.",
        "El identificador de un envío es un UUID que crea la aplicación.";
    submission_id_taken "submissionIdTaken" () = "This id belongs to another submission.",
        "Este identificador pertenece a otro envío.";
    form_key_invalid "formKeyInvalid" () = "A key is 1 to 40 lowercase letters, digits, '-' or '_'.",
        "Una clave tiene de 1 a 40 letras minúsculas, cifras, '-' o '_'.";
    form_key_taken "formKeyTaken" (key) = "The key '{{key}}' is used twice.",
        "La clave '{{key}}' se usa dos veces.";
    form_options_needed "formOptionsNeeded" () = "Give this question its options.",
        "Indica las opciones de esta pregunta.";
    form_options_unused "formOptionsUnused" () = "Only a choice has options.",
        "Solo una pregunta de opciones tiene opciones.";
    form_option_invalid "formOptionInvalid" (max) = "An option's value is 1 to {{max}} characters.",
        "El valor de una opción tiene de 1 a {{max}} caracteres.";
    form_option_taken "formOptionTaken" (value) = "The value '{{value}}' is used twice.",
        "El valor '{{value}}' se usa dos veces.";
    form_scale_bounds "formScaleBounds" () = "A scale needs whole-number bounds, the minimum below the maximum.",
        "Una escala necesita límites enteros, el mínimo por debajo del máximo.";
    form_bounds_order "formBoundsOrder" () = "The bounds must be numbers, the minimum not above the maximum.",
        "Los límites deben ser números, el mínimo no mayor que el máximo.";
    form_bounds_unused "formBoundsUnused" () = "Only a number, a scale or a text has bounds.",
        "Solo un número, una escala o un texto tiene límites.";
    form_no_questions "formNoQuestions" () = "Add at least one question before publishing.",
        "Agrega al menos una pregunta antes de publicar.";
    form_no_such_question "formNoSuchQuestion" (key) = "The form has no question '{{key}}'.",
        "El formulario no tiene la pregunta '{{key}}'.";
    form_not_scorable "formNotScorable" (key) = "The answers to '{{key}}' are not numbers.",
        "Las respuestas a '{{key}}' no son números.";
    form_not_in_subscale "formNotInSubscale" (key) = "'{{key}}' is not one of this subscale's questions.",
        "'{{key}}' no es una de las preguntas de esta subescala.";
    form_reverse_unused "formReverseUnused" () = "Only a mean or a sum reverses questions.",
        "Solo una media o una suma invierte preguntas.";
    form_reverse_bounds "formReverseBounds" (key) = "'{{key}}' needs a minimum and a maximum to be reversed.",
        "'{{key}}' necesita un mínimo y un máximo para invertirse.";
    form_subscale_empty "formSubscaleEmpty" () = "A subscale scores at least one question.",
        "Una subescala puntúa al menos una pregunta.";
    form_correct_needed "formCorrectNeeded" () = "Give the correct answer.",
        "Indica la respuesta correcta.";
    form_flag_empty "formFlagEmpty" () = "A flag needs at least one condition.",
        "Una alerta necesita al menos una condición.";
    form_condition_values "formConditionValues" (max) = "List 1 to {{max}} answers.",
        "Indica de 1 a {{max}} respuestas.";
    form_not_draft "formNotDraft" () = "A published form never changes: start a new version.",
        "Un formulario publicado no cambia: crea una versión nueva.";
    form_not_published "formNotPublished" () = "This form is not published: it takes no submissions.",
        "Este formulario no está publicado: no recibe respuestas.";
    form_archived "formArchived" () = "This form is archived: it takes no new submissions.",
        "Este formulario está archivado: no recibe respuestas nuevas.";
    form_phase_needed "formPhaseNeeded" () = "Say whether this is the pre or the post assessment.",
        "Indica si es la evaluación inicial (pre) o final (post).";
    form_phase_unused "formPhaseUnused" () = "Only an assessment is pre or post.",
        "Solo una evaluación es inicial o final.";
    submission_never_changes "submissionNeverChanges" () = "A submission never changes: add an amendment with its reason.",
        "Una respuesta enviada no cambia: agrega una corrección con su motivo.";
    answer_no_such_question "answerNoSuchQuestion" () = "This form has no such question.",
        "Este formulario no tiene esa pregunta.";
    answer_and_declined "answerAndDeclined" () = "An answered question cannot also be declined.",
        "Una pregunta respondida no puede estar también rechazada.";
    question_unanswered "questionUnanswered" () = "Answer this question, or mark it declined.",
        "Responde esta pregunta o márcala como no respondida.";
    answer_not_text "answerNotText" () = "The answer must be text.",
        "La respuesta debe ser un texto.";
    answer_too_short "answerTooShort" (min) = "Write at least {{min}} characters.",
        "Escribe al menos {{min}} caracteres.";
    answer_not_number "answerNotNumber" () = "The answer must be a number.",
        "La respuesta debe ser un número.";
    answer_not_whole "answerNotWhole" () = "The answer must be a whole number.",
        "La respuesta debe ser un número entero.";
    answer_too_low "answerTooLow" (min) = "The answer must be at least {{min}}.",
        "La respuesta debe ser al menos {{min}}.";
    answer_too_high "answerTooHigh" (max) = "The answer must be at most {{max}}.",
        "La respuesta debe ser como máximo {{max}}.";
    answer_not_yes_no "answerNotYesNo" () = "The answer must be yes or no.",
        "La respuesta debe ser sí o no.";
    answer_not_an_option "answerNotAnOption" () = "Choose one of the options.",
        "Elige una de las opciones.";
    answer_not_options "answerNotOptions" () = "Choose among the options, each once.",
        "Elige entre las opciones, cada una una vez.";
    no_such_form "noSuchForm" () = "No such form.",
        "Ese formulario no existe.";
    no_such_submission "noSuchSubmission" () = "No such submission.",
        "Esa respuesta no existe.";
    form_screening_by_staff "formScreeningByStaff" () = "A screening is filled in by staff, not by the father himself.",
        "Una evaluación la completa el personal, no el propio padre.";
    amendment_empty "amendmentEmpty" () = "Give at least one answer to correct.",
        "Indica al menos una respuesta que corregir.";
    form_flag_follow_up "formFlagFollowUp" (flag, form) = "{{flag}} ({{form}}): follow the program's protocol today.",
        "{{flag}} ({{form}}): siga hoy el protocolo del programa.";

    // Server and database
    internal "internal" () = "Something went wrong on our side. Please try again.",
        "Algo salió mal de nuestro lado. Inténtalo de nuevo.";
    record_exists "recordExists" () = "That record already exists.",
        "Ese registro ya existe.";
    changed_meanwhile "changedMeanwhile" () = "Something this refers to was changed or removed in the meantime. Please reload and try again.",
        "Algo relacionado cambió o se eliminó mientras tanto. Vuelve a cargar la página e inténtalo de nuevo.";
    contention "contention" () = "Someone else was changing the same thing. Please try again.",
        "Otra persona estaba cambiando lo mismo. Inténtalo de nuevo.";
    database_unavailable "databaseUnavailable" () = "The database is not available right now. Please try again shortly.",
        "La base de datos no está disponible en este momento. Inténtalo de nuevo en un rato.";
    database_not_answering "databaseNotAnswering" () = "The database is not answering.",
        "La base de datos no responde.";
    file_store_unavailable "fileStoreUnavailable" () = "The file store is not available right now. Please try again shortly.",
        "El almacenamiento de archivos no está disponible en este momento. Inténtalo de nuevo en un rato.";


    // Accounts and signing in
    sign_in_failed "signInFailed" () = "Incorrect email or password.",
        "El correo electrónico o la contraseña no son correctos.";
    sign_in_required "signInRequired" () = "Please sign in.",
        "Inicia sesión.";
    session_ended "sessionEnded" () = "Your session has ended. Please sign in again.",
        "Tu sesión terminó. Vuelve a iniciar sesión.";
    too_many_attempts "tooManyAttempts" () = "Too many attempts. Please wait a minute and try again.",
        "Demasiados intentos. Espera un minuto e inténtalo de nuevo.";
    registration_closed "registrationClosed" () = "Registration is closed. Please ask the program staff for an account.",
        "El registro está cerrado. Pide una cuenta al personal del programa.";
    email_taken "emailTaken" () = "An account with this email already exists.",
        "Ya existe una cuenta con este correo electrónico.";
    email_required "emailRequired" () = "Email is required.",
        "El correo electrónico es obligatorio.";
    email_invalid "emailInvalid" () = "Please enter a valid email address.",
        "Ingresa un correo electrónico válido.";
    password_required "passwordRequired" () = "Password is required.",
        "La contraseña es obligatoria.";
    password_too_short "passwordTooShort" () = "Password must be at least 8 characters.",
        "La contraseña debe tener al menos 8 caracteres.";
    password_too_long "passwordTooLong" () = "Password must be at most 256 characters.",
        "La contraseña debe tener como máximo 256 caracteres.";
    current_password_required "currentPasswordRequired" () = "Current password is required.",
        "La contraseña actual es obligatoria.";
    current_password_incorrect "currentPasswordIncorrect" () = "Current password is incorrect.",
        "La contraseña actual no es correcta.";
    display_name_required "displayNameRequired" () = "Display name is required.",
        "El nombre para mostrar es obligatorio.";
    display_name_too_long "displayNameTooLong" () = "Display name must be at most 100 characters.",
        "El nombre para mostrar debe tener como máximo 100 caracteres.";
    language_invalid "languageInvalid" () = "Preferred language must be 'en' or 'es'.",
        "El idioma preferido debe ser inglés o español.";
    token_required "tokenRequired" () = "Token is required.",
        "Falta el código del enlace.";
    reset_link_invalid "resetLinkInvalid" () = "This password reset link is invalid or has expired. Please request a new one.",
        "Este enlace para restablecer la contraseña no es válido o ya venció. Pide uno nuevo.";
    own_role_or_email "ownRoleOrEmail" () = "You cannot change your role or e-mail address yourself.",
        "No puedes cambiar tu propio rol ni tu correo electrónico.";
    no_such_user "noSuchUser" () = "No such user.",
        "Ese usuario no existe.";
    no_such_user_account "noSuchUserAccount" () = "No such user account.",
        "Esa cuenta de usuario no existe.";
    last_director "lastDirector" () = "This is the last director account. Make another user a director first.",
        "Esta es la última cuenta de director. Primero haz director a otro usuario.";
    staff_role_needs_staff "staffRoleNeedsStaff" () = "Only a staff account (isAdmin) has a staff role.",
        "Solo una cuenta del personal (isAdmin) tiene un rol del personal.";
    staff_needs_role "staffNeedsRole" () = "A staff account (isAdmin) needs a staff role.",
        "Una cuenta del personal (isAdmin) necesita un rol del personal.";
    welcome_not_sent "welcomeNotSent" (email) = "The account was created, but the e-mail to {{email}} could not be sent. Use 'forgot password' to send it again.",
        "La cuenta se creó, pero no se pudo enviar el correo a {{email}}. Usa «¿Olvidaste tu contraseña?» para enviarlo de nuevo.";
    cleanup_too_many "cleanupTooMany" () = "At most 5000 accounts at a time.",
        "Como máximo 5000 cuentas a la vez.";
    cleanup_days "cleanupDays" () = "Days must be a number between 0 and 36500.",
        "Los días deben ser un número entre 0 y 36500.";
    text_control_characters "textControlCharacters" () = "Text may not contain control characters.",
        "El texto no puede contener caracteres de control.";

    // The program
    staff_only "staffOnly" () = "Only program staff can do this.",
        "Solo el personal del programa puede hacer esto.";
    director_only "directorOnly" () = "Only a program director can do this.",
        "Solo un director del programa puede hacer esto.";
    facilitators_only "facilitatorsOnly" () = "Only the group's facilitators or a director can do this.",
        "Solo los facilitadores del grupo o un director pueden hacer esto.";
    facilitator_not_staff "facilitatorNotStaff" () = "Every facilitator must be a staff account.",
        "Cada facilitador debe ser una cuenta del personal.";
    no_such_album "noSuchAlbum" () = "No such album.",
        "Ese álbum no existe.";
    no_such_announcement "noSuchAnnouncement" () = "No such announcement.",
        "Ese anuncio no existe.";
    no_such_consent "noSuchConsent" () = "No such consent.",
        "Ese consentimiento no existe.";
    no_such_contact "noSuchContact" () = "No such contact.",
        "Ese contacto no existe.";
    no_such_conversation "noSuchConversation" () = "No such conversation.",
        "Esa conversación no existe.";
    no_such_feed "noSuchFeed" () = "No such calendar feed.",
        "Ese calendario no existe.";
    no_such_incentive "noSuchIncentive" () = "No such incentive.",
        "Ese incentivo no existe.";
    no_such_member "noSuchMember" () = "No such member of this group.",
        "Esa persona no es miembro de este grupo.";
    no_such_milestone "noSuchMilestone" () = "No such milestone.",
        "Ese logro no existe.";
    no_such_photo "noSuchPhoto" () = "No such photo.",
        "Esa foto no existe.";
    no_such_referral "noSuchReferral" () = "No such referral.",
        "Esa derivación no existe.";
    no_such_staff_member "noSuchStaffMember" () = "No such staff member.",
        "Ese miembro del personal no existe.";
    no_such_text "noSuchText" () = "No such text message.",
        "Ese mensaje de texto no existe.";
    no_check_in_code "noCheckInCode" () = "This session has no open check-in code.",
        "Esta sesión no tiene un código de llegada abierto.";
    no_linked_record "noLinkedRecord" () = "No father record is linked to your account.",
        "Tu cuenta no está vinculada a un registro de padre.";
    no_such_father "noSuchFather" () = "No such father.",
        "Ese padre no existe.";
    no_such_group "noSuchGroup" () = "No such group.",
        "Ese grupo no existe.";
    no_such_program "noSuchProgram" () = "No such program.",
        "Ese programa no existe.";
    no_such_enrolment "noSuchEnrolment" () = "No such enrolment.",
        "Esa inscripción no existe.";
    program_code_invalid "programCodeInvalid" () = "A code is 1 to 20 letters, digits or '-'.",
        "Un código tiene de 1 a 20 letras, cifras o '-'.";
    program_code_taken "programCodeTaken" () = "Another program has this code.",
        "Otro programa tiene este código.";
    program_required "programRequired" () = "Choose the program.",
        "Elige el programa.";
    program_archived "programArchived" () = "This program is archived.",
        "Este programa está archivado.";
    program_managers_only "programManagersOnly" () = "Only a director or the program's manager can do this.",
        "Solo un director o el responsable del programa puede hacer esto.";
    program_staff_only "programStaffOnly" () = "Only the program's staff can do this.",
        "Solo el personal del programa puede hacer esto.";
    program_staff_not_staff "programStaffNotStaff" () = "Everyone working in a program is a staff account, named once.",
        "Quien trabaja en un programa es una cuenta del personal, nombrada una sola vez.";
    enrolment_open "enrolmentOpen" () = "He is already in this program.",
        "Ya está en este programa.";
    program_fixed "programFixed" () = "An enrolment stays in its program: end it and enrol him in the other.",
        "Una inscripción se queda en su programa: termínala e inscríbelo en el otro.";
    no_such_import "noSuchImport" () = "No such import.",
        "Esa importación no existe.";
    import_choose_file "importChooseFile" () = "Choose a CSV file.",
        "Elige un archivo CSV.";
    import_file_unreadable "importFileUnreadable" () = "The file did not arrive whole. Try again.",
        "El archivo no llegó completo. Inténtalo de nuevo.";
    import_too_large "importTooLarge" (max) = "The file is over {{max}} MB.",
        "El archivo pasa de {{max}} MB.";
    import_not_utf8 "importNotUtf8" (line) = "The file is not UTF-8 text (line {{line}}): save it as \"CSV UTF-8\".",
        "El archivo no es texto UTF-8 (línea {{line}}): guárdalo como \"CSV UTF-8\".";
    import_unreadable "importUnreadable" (line) = "The file is not CSV (line {{line}}).",
        "El archivo no es CSV (línea {{line}}).";
    import_empty "importEmpty" () = "The file has no header row.",
        "El archivo no tiene fila de encabezados.";
    import_too_many_columns "importTooManyColumns" (max) = "The file has more than {{max}} columns.",
        "El archivo tiene más de {{max}} columnas.";
    import_too_many_rows "importTooManyRows" (max) = "The file has more than {{max}} rows: split it.",
        "El archivo tiene más de {{max}} filas: divídelo.";
    import_mapping_invalid "importMappingInvalid" () = "The mapping is a JSON object of column names and fields.",
        "La correspondencia es un objeto JSON de columnas y campos.";
    import_no_such_column "importNoSuchColumn" (column) = "The file has no column '{{column}}'.",
        "El archivo no tiene la columna '{{column}}'.";
    import_field_twice "importFieldTwice" (field) = "Two columns fill {{field}}: choose one.",
        "Dos columnas llenan {{field}}: elige una.";
    import_too_many_cells "importTooManyCells" (cells, columns) = "This row has {{cells}} cells; the header has {{columns}}.",
        "Esta fila tiene {{cells}} celdas; el encabezado tiene {{columns}}.";
    import_no_such_father "importNoSuchFather" () = "No father you can see has this id.",
        "Ningún padre que puedas ver tiene este id.";
    import_email_ambiguous "importEmailAmbiguous" (count) = "{{count}} fathers have this e-mail: match this row by id.",
        "{{count}} padres tienen este correo: identifica esta fila por id.";
    import_matched_twice "importMatchedTwice" (line) = "Line {{line}} is already this father's: one row a father.",
        "La línea {{line}} ya es de este padre: una fila por padre.";
    import_has_errors "importHasErrors" (count) = "{{count}} rows have errors: nothing was imported.",
        "{{count}} filas tienen errores: no se importó nada.";
    import_undone "importUndone" () = "This import is already undone.",
        "Esta importación ya se deshizo.";
    no_such_cycle "noSuchCycle" () = "No such cycle.",
        "Ese ciclo no existe.";
    no_such_event "noSuchEvent" () = "No such event.",
        "Ese evento no existe.";
    father_required "fatherRequired" () = "Father is required.",
        "Elige un padre.";
    kind_required "kindRequired" () = "Kind is required.",
        "El tipo es obligatorio.";
    kind_too_long "kindTooLong" () = "Kind must be at most 60 characters.",
        "El tipo debe tener como máximo 60 caracteres.";
    own_contact_only "ownContactOnly" (fields) = "You can change only your contact details ({{fields}}).",
        "Solo puedes cambiar tus datos de contacto (correo electrónico, teléfono, dirección e idioma preferido).";
    account_linked "accountLinked" () = "That user account is already linked to another father.",
        "Esa cuenta de usuario ya está vinculada a otro padre.";
    invite_no_email "inviteNoEmail" () = "Add his e-mail address to his record first: the invitation is sent there.",
        "Primero agrega su correo electrónico a su expediente: la invitación se envía ahí.";
    invite_already_linked "inviteAlreadyLinked" () = "He already has an account in the app.",
        "Ya tiene una cuenta en la app.";
    case_manager_staff "caseManagerStaff" () = "The case manager must be a staff account.",
        "El encargado del caso debe ser una cuenta del personal.";
    new_case_manager_staff "newCaseManagerStaff" () = "The new case manager must be a staff account.",
        "El nuevo encargado del caso debe ser una cuenta del personal.";
    caseload_to_another "caseloadToAnother" () = "Choose another staff member.",
        "Elige a otra persona del personal.";
    facilitator_staff "facilitatorStaff" () = "The facilitator must be a staff account.",
        "El facilitador debe ser una cuenta del personal.";
    children_invalid "childrenInvalid" () = "Each child needs a name of at most 100 characters (at most 30 children).",
        "Cada hijo necesita un nombre de 100 caracteres como máximo (30 hijos como máximo).";
    exit_date_in_future "exitDateInFuture" () = "The exit date cannot be in the future.",
        "La fecha de salida no puede ser futura.";
    exit_date_before_enrollment "exitDateBeforeEnrollment" () = "The exit date cannot be before the enrollment date.",
        "La fecha de salida no puede ser anterior a la fecha de inscripción.";
    father_has_history "fatherHasHistory" () = "A father with attendance, contacts, referrals, consents or incentives cannot be deleted: exit him instead.",
        "No se puede eliminar a un padre con asistencia, contactos, derivaciones, consentimientos o incentivos: dalo de baja en su lugar.";
    membership_overlap "membershipOverlap" () = "He was a member until later than that; a new membership starts after his last one ended.",
        "Fue miembro hasta una fecha posterior; una nueva membresía empieza después de que terminó la última.";
    group_has_cycles "groupHasCycles" () = "This group has workshop cycles. Delete its cycles first.",
        "Este grupo tiene ciclos de talleres. Elimina primero sus ciclos.";
    group_has_albums "groupHasAlbums" () = "This group has photo albums. Delete them or share them with everyone first.",
        "Este grupo tiene álbumes de fotos. Elimínalos o compártelos con todos primero.";
    end_date_before_start "endDateBeforeStart" () = "End date must not be before the start date.",
        "La fecha de fin no puede ser anterior a la de inicio.";
    weekdays_required "weekdaysRequired" () = "Choose at least one weekday (1 = Monday … 7 = Sunday).",
        "Elige al menos un día de la semana (1 = lunes … 7 = domingo).";
    start_time_format "startTimeFormat" () = "Start time must be HH:MM.",
        "La hora de inicio debe tener el formato HH:MM.";
    duration_range "durationRange" () = "Duration must be between 1 and 1440 minutes.",
        "La duración debe estar entre 1 y 1440 minutos.";
    count_range "countRange" (max) = "Count must be between 1 and {{max}}.",
        "La cantidad debe estar entre 1 y {{max}}.";
    unknown_time_zone "unknownTimeZone" () = "Unknown time zone.",
        "Zona horaria desconocida.";
    threshold_range "thresholdRange" () = "Completion threshold must be a share between 0 and 1, e.g. 0.8.",
        "El umbral de finalización debe ser una proporción entre 0 y 1, por ejemplo 0.8.";
    cycle_group_fixed "cycleGroupFixed" () = "Attendance was already taken for this cycle, so its group cannot change.",
        "Ya se tomó asistencia en este ciclo, así que su grupo no puede cambiar.";
    cycle_has_attendance "cycleHasAttendance" () = "Attendance was taken in this cycle and stays on record. Cancel its remaining sessions instead.",
        "Se tomó asistencia en este ciclo y queda registrada. Cancela sus sesiones pendientes.";
    sessions_only_on_create "sessionsOnlyOnCreate" () = "Sessions are generated only when a cycle is created; add sessions one by one.",
        "Las sesiones se generan solo al crear un ciclo; agrega las sesiones una por una.";
    session_ends_after_start "sessionEndsAfterStart" () = "A session must end after it starts.",
        "Una sesión debe terminar después de empezar.";
    session_too_long "sessionTooLong" () = "A session can last at most 24 hours.",
        "Una sesión puede durar como máximo 24 horas.";
    session_number_range "sessionNumberRange" () = "Number must be between 1 and 1000.",
        "El número debe estar entre 1 y 1000.";
    session_number_taken "sessionNumberTaken" () = "Another session of this cycle has this number.",
        "Otra sesión de este ciclo ya tiene este número.";
    new_session_scheduled "newSessionScheduled" () = "A new session is scheduled; complete or cancel it afterwards.",
        "Una sesión nueva se crea programada; complétala o cancélala después.";
    session_transition "sessionTransition" (from, to) = "A {{from}} session cannot become {{to}}. Allowed: scheduled → completed, scheduled → cancelled, cancelled → scheduled.",
        "Ese cambio de estado no está permitido. Se permite: programada → completada, programada → cancelada, cancelada → programada.";
    session_changed "sessionChanged" () = "This session was changed by someone else. Please reload it.",
        "Otra persona cambió esta sesión. Vuelve a cargarla.";
    attendance_too_many "attendanceTooMany" () = "At most 500 fathers at a time.",
        "Como máximo 500 padres a la vez.";
    not_on_roster "notOnRoster" () = "This father is not on the session's roster.",
        "Este padre no está en la lista de la sesión.";
    minutes_range "minutesRange" () = "Minutes must be between 0 and 1440.",
        "Los minutos deben estar entre 0 y 1440.";
    expected_instant "expectedInstant" () = "Expected must be an RFC 3339 instant.",
        "La marca esperada debe ser una fecha y hora RFC 3339.";
    marks_changed "marksChanged" () = "Someone else changed some of these marks meanwhile. Nothing was saved.",
        "Otra persona cambió algunas de estas marcas mientras tanto. No se guardó nada.";

    // RSVP and check-in
    fathers_only "fathersOnly" () = "Only fathers can do this.",
        "Solo los padres pueden hacer esto.";
    answer_required "answerRequired" () = "Answer is required.",
        "La respuesta es obligatoria.";
    session_cancelled "sessionCancelled" () = "This session was cancelled.",
        "Esta sesión fue cancelada.";
    session_completed "sessionCompleted" () = "This session is already completed.",
        "Esta sesión ya se completó.";
    answers_closed "answersClosed" () = "This has already started, so answers are closed.",
        "Ya comenzó, así que las respuestas están cerradas.";
    check_in_code_invalid "checkInCodeInvalid" () = "That code is not valid or has expired.",
        "Ese código no es válido o ya venció.";
    check_in_code_window "checkInCodeWindow" () = "A check-in code can be made from 30 minutes before the session starts until it ends.",
        "Un código de registro se puede crear desde 30 minutos antes del inicio de la sesión hasta que termine.";
    check_in_not_linked "checkInNotLinked" () = "Your account is not linked to your record in the program yet. Show this to the staff: they will link it, then scan the code again.",
        "Tu cuenta todavía no está vinculada a tu expediente en el programa. Muéstrale esto al personal: la vincularán, y después escanea el código otra vez.";
    milestone_father_fixed "milestoneFatherFixed" () = "A milestone cannot move to another father.",
        "Un logro no puede pasar a otro padre.";
    own_milestones_only "ownMilestonesOnly" () = "You can see only your own milestones.",
        "Solo puedes ver tus propios logros.";

    // Case management
    contact_author_only "contactAuthorOnly" () = "Only its author or a director can change a contact.",
        "Solo su autor o un director puede cambiar un contacto.";
    no_follow_up "noFollowUp" () = "This contact has no follow-up.",
        "Este contacto no tiene seguimiento.";

    // Calendar and reports
    start_required "startRequired" () = "Start is required.",
        "El inicio es obligatorio.";
    end_required "endRequired" () = "End is required.",
        "El fin es obligatorio.";
    start_day "startDay" () = "The start must be a date (YYYY-MM-DD).",
        "El inicio debe ser una fecha (AAAA-MM-DD).";
    end_day "endDay" () = "The end must be a date (YYYY-MM-DD).",
        "El fin debe ser una fecha (AAAA-MM-DD).";
    start_instant "startInstant" () = "The start must be a date and time (e.g. 2026-05-01T18:00:00-05:00).",
        "El inicio debe ser una fecha y hora.";
    end_instant "endInstant" () = "The end must be a date and time (e.g. 2026-05-01T19:30:00-05:00).",
        "El fin debe ser una fecha y hora.";
    end_before_start "endBeforeStart" () = "The end must not be before the start.",
        "El fin no puede ser anterior al inicio.";
    event_too_long "eventTooLong" (max) = "An event can last at most {{max}} days.",
        "Un evento puede durar como máximo {{max}} días.";
    range_too_long "rangeTooLong" (max) = "The range can span at most {{max}} days.",
        "El rango puede abarcar como máximo {{max}} días.";
    to_before_from "toBeforeFrom" () = "to must not be before from.",
        "La fecha final no puede ser anterior a la inicial.";
    range_reversed "rangeReversed" () = "The end of the range must be after its start.",
        "El fin del rango debe ser posterior a su inicio.";
    report_too_long "reportTooLong" (max) = "A report covers at most {{max}} days.",
        "Un informe abarca como máximo {{max}} días.";

    // Messages
    message_required "messageRequired" () = "Message is required.",
        "Escribe un mensaje.";
    message_too_long "messageTooLong" (max) = "Message must be at most {{max}} characters.",
        "El mensaje debe tener como máximo {{max}} caracteres.";
    message_whom "messageWhom" () = "Fathers can message program staff and their group.",
        "Los padres pueden escribir al personal del programa y a su grupo.";
    message_remove_own "messageRemoveOwn" () = "Only its sender or program staff can remove a message.",
        "Solo quien lo envió o el personal del programa puede eliminar un mensaje.";
    no_such_person "noSuchPerson" () = "No such person.",
        "Esa persona no existe.";
    not_yourself "notYourself" () = "Pick someone other than yourself.",
        "Elige a alguien que no seas tú.";
    no_such_message "noSuchMessage" () = "No such message in this conversation.",
        "Ese mensaje no está en esta conversación.";
    received_ids "receivedIds" (max) = "Name 1–{{max}} message ids.",
        "Indica entre 1 y {{max}} ids de mensaje.";

    // Web Push
    push_other_session "pushOtherSession" () = "This device's notifications belong to another session. Sign out there, or subscribe again.",
        "Las notificaciones de este dispositivo pertenecen a otra sesión. Cierra la sesión allí o vuelve a suscribirte.";

    // Photos and the gallery
    photo_too_large_10 "photoTooLarge10" () = "The photo is larger than 10 MiB.",
        "La foto pesa más de 10 MiB.";
    photo_too_large_25 "photoTooLarge25" () = "The photo is larger than 25 MB.",
        "La foto pesa más de 25 MB.";
    photo_choose "photoChoose" () = "Choose a photo to upload.",
        "Elige una foto para subir.";
    photo_multipart "photoMultipart" () = "Send the photo as multipart/form-data, in the field 'file'.",
        "Envía la foto como multipart/form-data, en el campo 'file'.";
    photo_cut_off "photoCutOff" () = "The upload was cut off. Please try again.",
        "La subida se interrumpió. Inténtalo de nuevo.";
    photo_stalled "photoStalled" () = "The upload stopped arriving. Please try again.",
        "La subida dejó de llegar. Inténtalo de nuevo.";
    caption_unreadable "captionUnreadable" () = "The caption could not be read.",
        "No se pudo leer la descripción.";
    photo_not_image "photoNotImage" () = "The file is not a JPEG, PNG, WebP or GIF image.",
        "El archivo no es una imagen JPEG, PNG, WebP o GIF.";
    photo_cannot_show "photoCannotShow" () = "This file is not a photo we can show: use JPEG, PNG, WebP or GIF.",
        "Este archivo no es una foto que podamos mostrar: usa JPEG, PNG, WebP o GIF.";
    photo_too_many_pixels "photoTooManyPixels" (max) = "The image is larger than {{max}} megapixels.",
        "La imagen tiene más de {{max}} megapíxeles.";
    upload_unavailable "uploadUnavailable" () = "The upload cannot be stored right now. Please try again shortly.",
        "No se puede guardar la subida en este momento. Inténtalo de nuevo en un rato.";
    too_many_uploads "tooManyUploads" () = "Too many uploads. Please wait a minute and try again.",
        "Demasiadas subidas. Espera un minuto e inténtalo de nuevo.";
    link_expired "linkExpired" () = "This link has expired. Reload the page.",
        "Este enlace venció. Vuelve a cargar la página.";
    cover_needs_photos "coverNeedsPhotos" () = "Pick a cover once the album has photos.",
        "Elige una portada cuando el álbum tenga fotos.";
    cover_from_album "coverFromAlbum" () = "Pick one of this album's photos.",
        "Elige una de las fotos de este álbum.";
    tags_too_many "tagsTooMany" (max) = "Tag at most {{max}} fathers in a photo.",
        "Etiqueta como máximo a {{max}} padres en una foto.";
    facilitators_too_many "facilitatorsTooMany" (max) = "Choose at most {{max}} facilitators.",
        "Elige como máximo {{max}} facilitadores.";
    tags_out_of_scope "tagsOutOfScope" () = "Tag and untag only fathers in your groups or caseload.",
        "Solo puedes etiquetar y quitar la etiqueta a padres de tus grupos o de tus casos.";
    tags_unreadable "tagsUnreadable" () = "The tags could not be read.",
        "No se pudieron leer las etiquetas.";

    // Consent
    consent_in_future "consentInFuture" () = "A consent cannot be dated in the future.",
        "Un consentimiento no puede tener una fecha futura.";
    contact_in_future "contactInFuture" () = "A contact cannot be dated in the future.",
        "Un contacto no puede tener una fecha futura.";
    consent_ask_staff "consentAskStaff" () = "Please ask the program staff to withdraw this consent: they will explain what changes.",
        "Pide al personal del programa que retire este consentimiento: te explicarán qué cambia.";

    // The answer links of reminder e-mails
    rsvp_link_invalid "rsvpLinkInvalid" () = "This answer link is not valid.",
        "Este enlace de respuesta no es válido.";
    rsvp_link_expired "rsvpLinkExpired" () = "This answer link has expired: it has already started.",
        "Este enlace de respuesta ha caducado: ya comenzó.";

    // Incentives
    amount_required "amountRequired" () = "Amount is required.",
        "El monto es obligatorio.";
    incentive_amount_range "incentiveAmountRange" () = "Amount must be between 1 and 100000 cents ($1,000).",
        "El monto debe estar entre 1 y 100000 centavos ($1,000).";
    no_such_session "noSuchSession" () = "No such session.",
        "Esa sesión no existe.";
    incentive_not_on_roster "incentiveNotOnRoster" () = "This father is not on that session's roster.",
        "Este padre no está en la lista de esa sesión.";
    incentive_fathers_required "incentiveFathersRequired" () = "Choose at least one father.",
        "Elige al menos un padre.";
    incentive_fathers_on_roster "incentiveFathersOnRoster" () = "Every father must be on the session's roster.",
        "Todos los padres deben estar en la lista de la sesión.";
    incentive_same_session "incentiveSameSession" () = "This father already received this incentive for this session.",
        "Este padre ya recibió este incentivo por esta sesión.";
    incentive_same_day "incentiveSameDay" () = "This father already received this incentive, for this amount, on this day.",
        "Este padre ya recibió este incentivo, por este monto, en este día.";
    incentive_already_voided "incentiveAlreadyVoided" () = "This incentive is already voided.",
        "Este incentivo ya está anulado.";
    incentive_never_deleted "incentiveNeverDeleted" () = "Incentives are never deleted; a director can void one.",
        "Los incentivos nunca se eliminan; un director puede anularlos.";

    // Texts
    phone_invalid "phoneInvalid" () = "This is not a phone number: write it with its area code, e.g. (555) 123-4567, or +52 for another country.",
        "Esto no es un número de teléfono: escríbelo con su código de área, p. ej. (555) 123-4567, o con +52 si es de otro país.";
    text_no_consent "textNoConsent" () = "He has not agreed to texts: record his sms consent first.",
        "Él no ha aceptado recibir mensajes de texto: registra primero su consentimiento de SMS.";
    text_no_phone "textNoPhone" () = "He has no phone number a text can go to: correct his number first.",
        "No tiene un número de teléfono al que pueda llegar un mensaje de texto: corrige primero su número.";
    text_body_required "textBodyRequired" () = "Write the text first.",
        "Escribe primero el mensaje de texto.";
    text_too_long "textTooLong" () = "A text holds at most 1600 characters.",
        "Un mensaje de texto tiene como máximo 1600 caracteres.";
    sms_not_signed "smsNotSigned" () = "This request is not signed by the SMS provider.",
        "Esta solicitud no está firmada por el proveedor de SMS.";

    // A device's push subscription
    push_endpoint_invalid "pushEndpointInvalid" () = "The endpoint must be a URL.",
        "La dirección de notificaciones debe ser una URL.";
    push_service_not_allowed "pushServiceNotAllowed" () = "This push service is not allowed.",
        "Este servicio de notificaciones no está permitido.";
    push_key_invalid "pushKeyInvalid" () = "The key must be a P-256 public key (base64url).",
        "La clave debe ser una clave pública P-256 (base64url).";
    push_secret_invalid "pushSecretInvalid" () = "The secret must be 16 bytes (base64url).",
        "El secreto debe tener 16 bytes (base64url).";
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn placeholders(template: &str) -> BTreeSet<&str> {
        template.split("{{").skip(1).filter_map(|part| part.split_once("}}").map(|(name, _)| name)).collect()
    }

    #[test]
    fn every_key_is_unique_and_each_sentence_names_only_its_values() {
        let mut keys = BTreeSet::new();
        for entry in CATALOGUE {
            assert!(keys.insert(entry.key), "{} twice", entry.key);
            let params: BTreeSet<&str> = entry.params.iter().copied().collect();
            assert_eq!(placeholders(entry.en), params, "{}: the English names every value", entry.key);
            assert!(
                placeholders(entry.es).is_subset(&params),
                "{}: the Spanish names a value it is not given",
                entry.key
            );
            assert!(!entry.es.is_empty() && !entry.en.is_empty(), "{}", entry.key);
        }
    }

    #[test]
    fn a_message_reads_in_each_language_with_its_values() {
        let message = too_long("Title", 100);
        assert_eq!(message.key(), "tooLong");
        assert_eq!(message.params(), [("label", "Title".to_owned()), ("max", "100".to_owned())]);
        assert_eq!(message.render(Language::En), "Title must be at most 100 characters.");
        assert_eq!(message.render(Language::Es), "Escribe como máximo 100 caracteres.");
    }
}

// GENERATED FILE: do not edit by hand. It is the server's OpenAPI document (`fatherhood openapi`,
// also served at GET /api/openapi.json) turned into TypeScript by openapi-typescript.
// Regenerate with `make api-types` (or `FM_BIN=<server binary> npm run api-types` in web/);
// `make test` fails when this file is not what the server's document produces.
// Use the named aliases (src/lib/api/*.ts, src/features/*/api/types.ts), not this file directly.

export interface paths {
    "/api/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The activity log, newest first. */
        get: operations["list_activities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cleanup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes the chosen never-used accounts; each removal is logged. */
        post: operations["cleanup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cleanup-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts that never signed in, created more than `days` days ago, oldest first. */
        get: operations["candidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Albums the viewer may see (everyone's and his groups'), newest first. */
        get: operations["list_albums"];
        put?: never;
        post: operations["create_album"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_album"];
        put?: never;
        post?: never;
        /** Deletes the album, its photos and every stored file of theirs. */
        delete: operations["delete_album"];
        options?: never;
        head?: never;
        patch: operations["update_album"];
        trace?: never;
    };
    "/api/albums/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The album's photos, oldest first; page on with `after` = the last id shown. */
        get: operations["list_photos"];
        put?: never;
        /**
         * Adds a photo (multipart: `file`, optional `caption`, a `tags` part per father pictured).
         *     Answered at once with `status: "processing"`; the variants follow.
         */
        post: operations["upload_photo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pinned first, then newest; a father sees those for everyone and for his groups. */
        get: operations["list_announcements"];
        put?: never;
        /**
         * Publishes (staff); writes an 'announced' activity; with `email: true` queues an
         *     e-mail to every account in the audience.
         */
        post: operations["create_announcement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything published so far counts as read for the signed-in user. */
        post: operations["mark_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_announcement"];
        put?: never;
        post?: never;
        delete: operations["delete_announcement"];
        options?: never;
        head?: never;
        patch: operations["update_announcement"];
        trace?: never;
    };
    "/api/at-risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fathers with two or more absences in a row, or under 50% attendance, in current cycles (staff). */
        get: operations["at_risk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password-reset link if the address has an account; the answer never says which. */
        post: operations["forgot_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges the refresh cookie for a new access token and a new cookie. */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a father account and signs it in. */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the e-mailed token (single use, one hour). */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with e-mail and password. Every failure has the same message. */
        post: operations["sign_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends this device's session. */
        post: operations["sign_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events and workshop sessions overlapping the range that the viewer may see, by start. */
        get: operations["get_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff: who came to each session of the range that has ended (over the fathers in their
         *     scope), so the calendar shows past sessions by attendance rather than by answers. Sessions
         *     with no mark are absent.
         */
        get: operations["get_past_attendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's private iCalendar feed URL. */
        get: operations["get_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new feed URL; the old one answers 404 from now on. */
        post: operations["rotate_feed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A father checks in with the code: marked present, or late when more than 10 minutes
         *     after the start (`method: check-in`); a mark he already has (staff's, or an earlier
         *     check-in) stays and is answered. A wrong or expired code: 400; not a current member of
         *     the session's group: 404; cancelled or completed session: 409; staff: 403. Throttled
         *     like sign-in (429).
         */
        post: operations["check_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the sign-in screens need before anyone is signed in. */
        get: operations["public_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consents/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a consent: staff with its father in scope, any kind; a father his own photo,
         *     sms and email consent (program and data-sharing: 403, he asks staff). Revoking one
         *     already revoked answers it unchanged.
         */
        post: operations["revoke_consent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom the signed-in user may open a direct conversation with: for a father, the
         *     program's staff; for staff, anyone (the first 20 matching `q`).
         */
        get: operations["contacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a contact: its author or a director. */
        delete: operations["delete_contact"];
        options?: never;
        head?: never;
        /** Changes a contact: its author or a director (other staff with the father in scope 403). */
        patch: operations["update_contact"];
        trace?: never;
    };
    "/api/contacts/{id}/follow-up-done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the contact's follow-up done (staff with the father in scope); 400 when it has none. */
        post: operations["follow_up_done"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's conversations, most recent activity first. */
        get: operations["list_conversations"];
        put?: never;
        /**
         * The direct conversation with a person: 201 when opened now, 200 when it existed.
         *     A father may open one with staff only (403 otherwise).
         */
        post: operations["open_conversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_conversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest first; page back with `before` = the oldest id shown. */
        get: operations["list_messages"];
        put?: never;
        /** Sends a message (writes a 'messaged' activity). */
        post: operations["send_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["mark_conversation_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cycles, newest first: staff see all, a father his groups' cycles. */
        get: operations["list_cycles"];
        put?: never;
        /** Creates a cycle for a group; with `schedule`, its sessions are generated too. */
        post: operations["create_cycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cycles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_cycle"];
        put?: never;
        post?: never;
        /** Deletes a cycle with its sessions (staff); 409 once attendance was taken in it. */
        delete: operations["delete_cycle"];
        options?: never;
        head?: never;
        patch: operations["update_cycle"];
        trace?: never;
    };
    "/api/cycles/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attendance matrix: fathers × sessions, with rates and consecutive absences (staff). */
        get: operations["cycle_matrix"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cycles/{id}/attendance.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The matrix as CSV: one row per father, one column per session, then the rate. */
        get: operations["cycle_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cycles/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each enrolled father's attendance in the cycle (a father: his own line). */
        get: operations["cycle_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cycles/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_cycle_sessions"];
        put?: never;
        /** Adds a session to a cycle (staff); it is numbered after the last one. */
        post: operations["create_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff: the program's counts, attendance by week, fathers at risk, upcoming sessions and
         *     the activity feed. A father: his attendance, milestones and next sessions.
         *     With `programId` (staff), the program's groups and the fathers of the caller's scope
         *     enrolled in it, each counted by his enrolment there.
         */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes an enrolment (its program's staff, with the father in scope). */
        patch: operations["update_enrolment"];
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events the viewer may see, by start. */
        get: operations["list_events"];
        put?: never;
        post: operations["create_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_event"];
        put?: never;
        post?: never;
        delete: operations["delete_event"];
        options?: never;
        head?: never;
        patch: operations["update_event"];
        trace?: never;
    };
    "/api/events/{id}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A father's answer to an event for everyone or for his group, until it starts. Staff:
         *     403; not for him: 404; started: 409.
         */
        put: operations["answer_event"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Father records (staff). A full page names the next in `x-next-cursor`. */
        get: operations["list_fathers"];
        put?: never;
        /** Creates a record (staff). Status defaults to enrolled. */
        post: operations["create_father"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The records matching the same filters, as CSV (staff). */
        get: operations["export_fathers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record: staff any, a father only his own (404 otherwise). Notes only for staff. */
        get: operations["get_father"];
        put?: never;
        post?: never;
        /** Deletes a record with its attendance and milestones (staff). */
        delete: operations["delete_father"];
        options?: never;
        head?: never;
        /** Changes a record. A father may change only his own contact details. */
        patch: operations["update_father"];
        trace?: never;
    };
    "/api/fathers/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened with him: joined, attended, missed, completed course (staff). */
        get: operations["father_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** His sessions across his groups' cycles, newest first, with his marks. */
        get: operations["father_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/attendance-letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every session he attended, with dates and hours, signed by the program. */
        get: operations["attendance_letter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** His certificates of completion, newest first: staff for anyone, a father for himself. */
        get: operations["certificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A father's consents, newest first, revoked ones included (staff with him in scope;
         *     a father 403, staff without him 404).
         */
        get: operations["list_consents"];
        put?: never;
        /**
         * Records a consent the father gave, witnessed by the caller (staff with him in scope).
         *     Only `kind` is needed: given now, the version of the form in use.
         */
        post: operations["record_consent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A father's contacts, newest first (staff with him in scope; anyone else 404). */
        get: operations["list_contacts"];
        put?: never;
        /** Logs a contact with the father; writes a 'contacted' activity (without the note). */
        post: operations["create_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/enrolments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrols the father in a program (its staff, with him in scope); his record takes the
         *     new enrolment's status, dates and case manager.
         */
        post: operations["enrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything recorded about a father, as a JSON download (directors; staff and fathers 403). */
        get: operations["export_father"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/incentives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A father's ledger, newest first, voided ones included and marked (staff with him in
         *     scope; others 404, fathers 403).
         */
        get: operations["list_incentives"];
        put?: never;
        /**
         * Gives the father an incentive (staff with him in scope). The same reward again — the
         *     same kind for the same session, or without a session the same kind and amount on the
         *     same day of the program — is 409 unless `allowDuplicate` is true.
         */
        post: operations["give_incentive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invites him to the app (staff with him in scope): an account made from his record
         *     (e-mail, names, language), linked to it at once, and the welcome e-mail in his language
         *     with a link to choose his password (7 days). 201 with the record, `userId` set; 400 when
         *     his record has no e-mail; 409 when it already has an account or an account uses the
         *     e-mail; 503 when the e-mail could not be sent (the account stands: "forgot password").
         */
        post: operations["invite_father"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** His photo (JPEG): for staff, for him, and for fellow members of his groups. */
        get: operations["get_father_photo"];
        /**
         * Replaces his photo. The body is the image itself (JPEG, PNG, WebP or GIF, at most 10 MiB);
         *     it is scaled to 512 px and stored as JPEG under photos/{timestamp}_{filename}.
         */
        put: operations["put_photo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attendance rate, hours, consecutive absences, last attended, at risk. */
        get: operations["father_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A father's referrals, newest first, each with its history (staff with him in scope). */
        get: operations["list_referrals"];
        put?: never;
        /** Refers the father to a partner service; writes a 'referred' activity. */
        post: operations["create_referral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A father's submissions, newest first: all of them for staff with him in scope, his own
         *     self-service ones for the father himself. Sensitive answers are null (keys in
         *     `redacted`) but for his case manager and directors, whose read is logged.
         */
        get: operations["list_submissions"];
        put?: never;
        /**
         * Submits a form for the father: staff with him in scope, any published form; the father
         *     himself, a published self-service form. Each wrong answer is named by its key.
         */
        post: operations["create_submission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A father's texts both ways, newest first; page back with `before` = the oldest id shown
         *     (staff with him in scope; otherwise 404).
         */
        get: operations["list_texts"];
        put?: never;
        /**
         * Texts a father (staff with him in scope): queued, answered 202 with the text; it is
         *     sent by the queue, at the provider's pace. 409 when he has no standing sms consent or
         *     no valid phone number; writes a 'texted' activity.
         */
        post: operations["send_text"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fathers/{id}/texts/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff read his thread: his `unread` becomes 0 for everyone (one shared inbox). */
        post: operations["mark_texts_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open follow-ups of the fathers in the reader's scope, earliest due first (staff). */
        get: operations["list_follow_ups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest version of each form, by name (staff; fathers 403). */
        get: operations["list_forms"];
        put?: never;
        /**
         * A new form, as a draft of version 1 (directors). Each broken rule of its definition is
         *     named at its place (`fields[2].options`).
         */
        post: operations["create_form"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of a form: staff any; a father a published self-service form (404 otherwise). */
        get: operations["get_form"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a draft (directors); a published or archived version never changes (409). */
        patch: operations["update_form"];
        trace?: never;
    };
    "/api/forms/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives a version (directors): no new submissions; those made stay. */
        post: operations["archive_form"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a draft (directors): that version never changes again, and the form's earlier
         *     published version is archived. It must ask at least one question.
         */
        post: operations["publish_form"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of the form, newest first (staff). */
        get: operations["list_versions"];
        put?: never;
        /**
         * Starts the next version as a draft copied from this one (directors); its version is one
         *     above the form's highest.
         */
        post: operations["new_version"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Groups by name: staff see those of every program they may know of (a confidential
         *     program's only if they work in it), a father his own (fellow members as first name and
         *     last initial).
         */
        get: operations["list_groups"];
        put?: never;
        post: operations["create_group"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_group"];
        put?: never;
        post?: never;
        /** Deletes a group without workshop cycles (409 otherwise). */
        delete: operations["delete_group"];
        options?: never;
        head?: never;
        patch: operations["update_group"];
        trace?: never;
    };
    "/api/groups/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a father to the group (writes a 'joined' activity); answers the group. */
        post: operations["add_member"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/members/{father_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["remove_member"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the signed-in user needs first: the next session or event, the latest pinned
         *     announcement, and what is unread.
         */
        get: operations["home"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The imports the caller may undo, newest first (a director's: every one; a manager's:
         *     those into his programs); the latest 50.
         */
        get: operations["list_imports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/fathers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports fathers from a CSV file (a director, or the manager of the program). With
         *     `dryRun=true`, 200 with what every row would do and nothing written; without, every row
         *     in one transaction: 201 with the import, or 400 with nothing written when a row has
         *     errors. A row updates a record only when `id` (or `email`) is mapped and matches exactly
         *     one record in the caller's scope; one that looks like another father (name and date of
         *     birth, or phone) is created with `duplicateOf`, never merged.
         */
        post: operations["import_fathers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undoes an import: the records it created are deleted and the fields it changed restored,
         *     except records written since (or, created, with history): those are left as they are
         *     and listed.
         */
        post: operations["undo_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incentives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Never allowed, for anyone, signed in or not: an incentive is never deleted (a director
         *     voids it instead).
         */
        delete: operations["delete_incentive"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incentives/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Voids an incentive, with the reason (directors only). It stays on the ledger, marked;
         *     one already voided is 409.
         */
        post: operations["void_incentive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user. */
        get: operations["get_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the user's own names, preferred language or reminder preferences. */
        patch: operations["patch_me"];
        trace?: never;
    };
    "/api/me/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in father's own consents, newest first (none when no record is linked to
         *     his account; staff 403).
         */
        get: operations["my_consents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's own data, as a JSON download: his record and everything about
         *     him, without what staff wrote about him; an account with no record gets its own data.
         */
        get: operations["export_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/father": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in father's own record. */
        get: operations["my_record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published self-service forms the signed-in father may fill (staff 403). */
        get: operations["own_forms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/next-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A father's next reminder (null when none is coming, when he turned reminders off, or
         *     for staff).
         */
        get: operations["next_reminder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password; the user's other sessions end. */
        post: operations["change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in father's own self-service submissions, newest first (staff 403). */
        get: operations["own_submissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a message (its sender, or staff in a group conversation); it stays as removed. */
        delete: operations["delete_message"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest first: all (staff) or one father's; a father sees only his own. */
        get: operations["list_milestones"];
        put?: never;
        /** Adds a milestone (staff), e.g. kind 'employment'. */
        post: operations["create_milestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/milestones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["delete_milestone"];
        options?: never;
        head?: never;
        patch: operations["update_milestone"];
        trace?: never;
    };
    "/api/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_photo"];
        put?: never;
        post?: never;
        /** Deletes the photo and every stored variant. */
        delete: operations["delete_photo"];
        options?: never;
        head?: never;
        patch: operations["update_photo"];
        trace?: never;
    };
    "/api/photos/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Tags the fathers pictured in a photo: the body is the whole set of father ids (an empty
         *     list untags everyone). Staff who may change the photo; each father added or removed must
         *     be in their groups or caseload (400 on `tags` otherwise); at most 50. A father tagged
         *     without photo consent hides the photo from fathers (`consentMissing`) as this commits.
         */
        put: operations["set_photo_tags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programs the caller works in (directors: every one), by name, archived last. */
        get: operations["list_programs"];
        put?: never;
        /** Makes a program (directors). */
        post: operations["create_program"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Renames, recodes, makes confidential or archives a program (directors). */
        patch: operations["update_program"];
        trace?: never;
    };
    "/api/programs/{id}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Who works in the program, and as what (directors): the whole list, replacing the last.
         *     A manager has every father and group of the program in his scope and reads its report.
         */
        put: operations["set_program_staff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["public_key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves (or refreshes) this browser's subscription for the signed-in user, for as long as
         *     this session lasts (signing out, or a password change elsewhere, removes it). Its
         *     endpoint must be on an allowed push service (`FM_PUSH_ALLOWED`), else 400.
         */
        put: operations["save_subscription"];
        post?: never;
        /** This browser stops getting notifications for the signed-in user. */
        delete: operations["delete_subscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every referral of the fathers in the reader's scope (staff), open ones first (made,
         *     accepted, in progress), then newest; each with the father's name and its history.
         */
        get: operations["all_referrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a referral with its history (directors; other staff 403). */
        delete: operations["delete_referral"];
        options?: never;
        head?: never;
        /** Changes a referral (staff with the father in scope); a new status is appended to its history. */
        patch: operations["update_referral"];
        trace?: never;
    };
    "/api/reports/incentives.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff: the incentive ledger of the range as CSV, one row per incentive given to a
         *     father in the reader's scope, or of one program as its report counts them (voided ones
         *     included, with when and why).
         */
        get: operations["incentives_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: the funder report for any range of whole days. */
        get: operations["summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/summary.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The funder report as CSV (cells defused against spreadsheet formulas). */
        get: operations["summary_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Directors: the records retention anonymises within the next 90 days (and any due now),
         *     soonest first, each with its exit date and the day it is anonymised on; with the
         *     program's retention in days and its today.
         */
        get: operations["coming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rsvp-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the answer a reminder e-mail's link carries, without signing in: the link is
         *     signed for one father, one item and one answer, and works until the item starts
         *     (400 not a link the server made; 409 started; 404 no longer his).
         */
        post: operations["answer_by_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sessions starting in [from, to), in time order: staff all, a father his groups'. */
        get: operations["list_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_session"];
        put?: never;
        post?: never;
        delete: operations["delete_session"];
        options?: never;
        head?: never;
        /** Edits a session; `status` follows scheduled → completed | cancelled, cancelled → scheduled (409 otherwise). */
        patch: operations["update_session"];
        trace?: never;
    };
    "/api/sessions/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's roster with what was recorded (a father: his own line). */
        get: operations["get_attendance"];
        /**
         * Saves attendance for many fathers at once; fathers not in the body are left as they are.
         *     With `expected` on a mark, a mark changed since answers 409 with `error.conflicts` and saves nothing.
         */
        put: operations["put_attendance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/check-in-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group's facilitators or a director: the session's code while it still works (404
         *     when it has none or it expired).
         */
        get: operations["get_check_in_code"];
        put?: never;
        /**
         * The group's facilitators or a director: a new check-in code for the session, replacing
         *     its last one. It works from 30 minutes before the start to the end; asked outside that
         *     time, or for a cancelled or completed session: 409.
         */
        post: operations["create_check_in_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/incentives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives each listed father of the session's roster one incentive for the session, in one
         *     transaction (the group's facilitators or a director). Fathers who already have it are
         *     skipped and listed in `duplicates`, unless `allowDuplicate` is true.
         */
        post: operations["give_session_incentives"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A father's answer to a session of his group (current members only), until it starts.
         *     Staff: 403; not his group's: 404; started or cancelled: 409. "late" tells the group's
         *     facilitators and the directors live (`running-late` on `/api/stream`) and the
         *     facilitators by push, once per change to "late".
         */
        put: operations["answer_session"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/rsvps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff: the answers of the session's group's current members in the reader's scope,
         *     counted (`none`: no answer yet), and who answered yes or late but was marked absent.
         */
        get: operations["session_rsvps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A father's text to the program's number, posted by the SMS provider and signed with
         *     `X-Twilio-Signature` (403 otherwise, nothing recorded). Answers TwiML: `<Response/>`,
         *     or a `<Message>` when a reply is due (HELP, START, an answer by 1, 2 or 3).
         */
        post: operations["sms_inbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where a text the program sent has got to, posted by the SMS provider and signed (403
         *     otherwise): moves it forward only.
         */
        post: operations["sms_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff accounts, by name: the facilitators and case managers any staff member may
         *     name (the account list itself is a director's).
         */
        get: operations["staff_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Directors: a staff member's groups (with member counts), the size of his caseload and
         *     his open follow-ups. 404 for an account that is not staff.
         */
        get: operations["staff_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}/caseload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Directors: every father whose case manager he is gets `to` as case manager, at once (a
         *     leaver's caseload). 400 when `to` is not another staff account.
         */
        post: operations["reassign_caseload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `message` (a message), `read` ({conversationId, upTo}) and `announcement` events for the
         *     user, with a comment every 15 s so proxies keep the connection. With `Last-Event-ID` (a
         *     message id), the messages from shortly before it on are sent first (some again: a client
         *     keeps messages by id). A stream that falls far behind, or that may have missed events
         *     (its server lost its database listener for a moment), is closed; the client reconnects
         *     with `Last-Event-ID` and loses nothing. A message's push is held back for 2 s: a client
         *     that confirms it got the message live (`POST /api/stream/received`) is not pushed.
         */
        get: operations["stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client confirms it showed these messages live: their pushes to this user, still
         *     held back, are not sent. An open stream alone proves nothing (a sleeping phone's
         *     connection can look open for minutes), so only this confirmation stops a push.
         */
        post: operations["received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A submission with every amendment applied, its original answers and its amendments. */
        get: operations["get_submission"];
        /** Never allowed: a submission never changes (amend it instead). */
        put: operations["put_submission"];
        post?: never;
        /** Never allowed: a submission is never deleted. */
        delete: operations["delete_submission"];
        options?: never;
        head?: never;
        /** Never allowed: a submission never changes (amend it instead). */
        patch: operations["patch_submission"];
        trace?: never;
    };
    "/api/submissions/{id}/amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Corrects a submission (staff with the father in scope), with its reason: the answers it
         *     gives replace those keys; scores and flags follow.
         */
        post: operations["amend_submission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/texts/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per father in the caller's scope who has texts: his last text and how many of
         *     his are unread; unread first, then latest first (staff; a father 403).
         */
        get: operations["texts_inbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff: the day at a glance. Today's sessions of the groups he facilitates (a director:
         *     every group) with their answers and what has been recorded so far, his open follow-ups
         *     by when, and his unread messages. Fathers: 403.
         */
        get: operations["today"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the signed-in user has not read yet. */
        get: operations["unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, newest first. A full page names the next in `x-next-cursor`. */
        get: operations["list_users"];
        put?: never;
        /** Creates an account; the person receives an e-mail to choose their password. */
        post: operations["create_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/to-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Directors: fathers' accounts no record is linked to yet (they registered themselves, or
         *     scanned a check-in code before being linked), newest first, each with the records that
         *     are likely his (same e-mail, or same first and last name). Linked from the record.
         */
        get: operations["accounts_to_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an account: it can no longer sign in or refresh. Deleting the last admin is refused. */
        delete: operations["delete_user"];
        options?: never;
        head?: never;
        /** Changes an account. Demoting the last admin is refused. */
        patch: operations["update_user"];
        trace?: never;
    };
    "/api/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The build being served; the web app reloads when it differs from its own. */
        get: operations["version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 while the process is up. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 when the database answers, 503 otherwise. */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A father's account waiting to be linked to his record, with the records that are
         *     likely his.
         */
        AccountToLink: {
            likely: components["schemas"]["LikelyRecord"][];
            user: components["schemas"]["User"];
        };
        /**
         * @description An activity as the feed shows it, with the names of the accounts it mentions
         *     (null once an account is gone).
         */
        Activity: {
            /** @description One of the activity types, e.g. "created", "signed in", "completed course". */
            action: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The English sentence; `summary` is the same as data, for the reader's language
             *     (null for activities written before it was kept).
             */
            description: string;
            fromUser?: string | null;
            fromUserName?: string | null;
            id: string;
            subject?: null | components["schemas"]["Subject"];
            summary?: null | components["schemas"]["Summary"];
            toUser?: string | null;
            toUserName?: string | null;
        };
        Album: {
            /** @description The chosen cover (for a father: null when that photo is not shown to him). */
            coverPhotoId?: string | null;
            /**
             * @description The cover's thumbnail (the chosen cover, else the first photo ready that the reader
             *     is shown), signed.
             */
            coverUrl?: string | null;
            /** Format: date-time */
            createdAt: string;
            cycleId?: string | null;
            description: string;
            eventId?: string | null;
            /** @description Null: everyone. */
            groupId?: string | null;
            groupName?: string | null;
            id: string;
            /**
             * Format: int64
             * @description The photos the reader sees: staff every one, a father the ready ones without a
             *     father pictured who has no photo consent.
             */
            photoCount: number;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AlbumInput: {
            /**
             * @description One of the album's photos.
             * @default null
             */
            coverPhotoId?: string | null;
            /** @default null */
            cycleId?: string | null;
            description?: string | null;
            /** @default null */
            eventId?: string | null;
            /**
             * @description Null: everyone.
             * @default null
             */
            groupId?: string | null;
            title?: string | null;
        };
        /** @description A correction of a submission: the answers it replaced, why, when and by whom. */
        Amendment: {
            /** @description The answers it gave (null clears one); the others stayed. */
            answers: Record<string, unknown>;
            /** Format: date-time */
            at: string;
            /** @description The staff member who made it (null once his account is deleted). */
            by?: string | null;
            byName: string;
            reason: string;
        };
        Announcement: {
            authorId?: string | null;
            authorName?: string | null;
            /** @description Plain text; line breaks are kept, links are made clickable when shown, never HTML. */
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Null: everyone. */
            groupId?: string | null;
            groupName?: string | null;
            id: string;
            pinned: boolean;
            title: string;
            /** @description Published after the reader last read the announcements (never his own). */
            unread: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        AnnouncementInput: {
            body?: string | null;
            /**
             * @description On create: also e-mail it to every account in the audience.
             * @default null
             */
            email?: boolean | null;
            /**
             * @description Null or absent on create: everyone. On edit, null moves it to everyone.
             * @default null
             */
            groupId?: string | null;
            /** @default null */
            pinned?: boolean | null;
            /**
             * @description On create: also text its title and a link to the audience's fathers with sms consent.
             * @default null
             */
            text?: boolean | null;
            title?: string | null;
        };
        /** @description An assessment's change over a report's range. */
        AssessmentChange: {
            /**
             * Format: int64
             * @description Fathers with both a pre and a post submission, the post made in the range.
             */
            fathers: number;
            /** @description The form (its first version's id: every version of it counts). */
            formId: string;
            name: components["schemas"]["Translated"];
            subscales: components["schemas"]["SubscaleChange"][];
        };
        /**
         * @description Fathers at risk in cycles running now (or ended in the last two weeks), and fathers
         *     unreachable (case management: three unsuccessful contacts in a row).
         */
        AtRisk: components["schemas"]["Progress"] & {
            /** @description The cycle he is at risk in; null on a row that is there only for `unreachable`. */
            cycleId?: string | null;
            cycleTitle?: string | null;
            fatherId: string;
            firstName: string;
            lastName: string;
            /** @description Three unsuccessful contacts in a row, none reached since. */
            unreachable: boolean;
        };
        /** @description Attendance figures of a population over the range. */
        Attendance: {
            /**
             * Format: double
             * @description attended ÷ countable, 0 when nothing counts.
             */
            attendanceRate: number;
            /**
             * Format: int64
             * @description Sessions attended (present, late or make-up) among those that count.
             */
            attended: number;
            /**
             * Format: int64
             * @description Sessions that count: held while the father was a member.
             */
            countable: number;
            /**
             * Format: int64
             * @description Unduplicated: fathers with at least one attended session that counts for them.
             */
            fathersServed: number;
            /**
             * Format: double
             * @description Dosage: hours of the sessions attended (minutes attended where recorded).
             */
            hoursAttended: number;
            /**
             * Format: int64
             * @description Sessions completed (held).
             */
            sessionsHeld: number;
        };
        /**
         * @description What has been recorded at a session, over the fathers a reader may see: the facilitator's
         *     today and the calendar's past sessions show who came rather than who answered.
         */
        AttendanceCounts: {
            /**
             * Format: int64
             * @description Marked present, late or make-up.
             */
            attended: number;
            /**
             * Format: int64
             * @description Of those marks, the ones the fathers made themselves with the check-in code.
             */
            checkedIn: number;
            /**
             * Format: int64
             * @description Fathers marked, whatever the mark.
             */
            marked: number;
        };
        /** @description A letter listing every session he attended, with dates and hours. */
        AttendanceLetter: {
            fatherId: string;
            firstName: string;
            /** Format: date */
            issuedOn: string;
            lastName: string;
            programName: string;
            /** @description Oldest first. */
            sessions: components["schemas"]["LetterSession"][];
            /** Format: double */
            totalHours: number;
            /** Format: int64 */
            totalSessions: number;
        };
        /**
         * @description Method
         * @enum {string}
         */
        AttendanceMethod: "staff" | "check-in";
        /**
         * @description Attendance status
         * @enum {string}
         */
        AttendanceStatus: "present" | "late" | "excused" | "absent" | "makeup";
        /** @description One entry of the calendar: an event or a workshop session. */
        CalendarItem: {
            allDay: boolean;
            /** @description The cycle of a session (its page is /cycles/{cycleId}/sessions/{id}); null for events. */
            cycleId?: string | null;
            endsAt: string;
            groupId?: string | null;
            groupName?: string | null;
            id: string;
            kind: components["schemas"]["ItemKind"];
            location: string;
            myRsvp?: null | components["schemas"]["Rsvp"];
            /**
             * @description Staff only (`/api/calendar`): how many of the item's audience answered what. Absent
             *     for fathers. Serialised last: `services::calendar` writes the counts into a cached
             *     answer by this field's place.
             */
            rsvps?: components["schemas"]["RsvpCounts"];
            startsAt: string;
            /** @description A session's status; events are "scheduled". */
            status: components["schemas"]["SessionStatus"];
            title: string;
        };
        /** @description One contact with a father, as staff log it. */
        CaseContact: {
            /**
             * Format: date-time
             * @description When the contact took place.
             */
            at: string;
            /** Format: date-time */
            createdAt: string;
            fatherId: string;
            /**
             * Format: date-time
             * @description When the follow-up was done; null while it is open.
             */
            followUpDoneAt?: string | null;
            /**
             * Format: date
             * @description A day to follow up by, or null.
             */
            followUpDue?: string | null;
            id: string;
            method: components["schemas"]["ContactMethod"];
            /** Format: int64 */
            minutes: number;
            /**
             * @description Null for a sensitive contact's note to anyone but its author, the father's case
             *     manager and directors.
             */
            note?: string | null;
            outcome: components["schemas"]["ContactOutcome"];
            sensitive: boolean;
            /** @description Its author (null once his account is gone). */
            staffId?: string | null;
            /** @description The author's name when he logged it. */
            staffName: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A certificate of completion of one course (cycle). */
        Certificate: {
            /**
             * Format: date
             * @description When he completed it (the milestone's date).
             */
            completedOn: string;
            courseTitle: string;
            cycleId: string;
            /** Format: date */
            endDate: string;
            fatherId: string;
            firstName: string;
            groupName: string;
            /** Format: double */
            hoursAttended: number;
            /**
             * Format: date
             * @description Today, in the program's time zone.
             */
            issuedOn: string;
            lastName: string;
            /** @description Who signs it (`FM_PROGRAM_NAME`). */
            programName: string;
            /** Format: int64 */
            sessionsAttended: number;
            /** Format: date */
            startDate: string;
        };
        CheckInCode: {
            /** @description Six digits. */
            code: string;
            /**
             * Format: date-time
             * @description The session's end: the code works until then.
             */
            expiresAt: string;
            /** @description `FM_PUBLIC_URL/check-in?code=<code>`, for a QR code. */
            url: string;
        };
        CheckInInput: {
            /**
             * @description The six digits the facilitator shows.
             * @default
             */
            code: string;
        };
        CheckedIn: {
            sessionId: string;
            /** @description His mark now: the one this check-in made, or the one he already had. */
            status: components["schemas"]["AttendanceStatus"];
        };
        Child: {
            /** Format: int32 */
            birthYear?: number | null;
            /** @description Not blank. */
            name: string;
        };
        CleanupBody: {
            /**
             * Format: int64
             * @description The age the candidates were listed with (default 0: any age). Ids that are not
             *     candidates — they signed in, or are younger — are left alone.
             * @default null
             */
            days?: number | null;
            /**
             * @description At most 5000 at a time.
             * @default []
             */
            userIds?: string[];
        };
        CleanupResult: {
            deleted: number;
        };
        /**
         * @description `GET /api/retention`: the records anonymised within the next 90 days (and any due now),
         *     soonest first, with the program's retention. Directors.
         */
        Coming: {
            records: components["schemas"]["ComingDue"][];
            /** Format: int64 */
            retentionDays: number;
            /** Format: date */
            today: string;
        };
        /** @description A record retention will anonymise soon, and on which day. */
        ComingDue: {
            /**
             * Format: date
             * @description The program day it is anonymised on (or the next look after it).
             */
            anonymisedOn: string;
            /** Format: date */
            exitDate: string;
            fatherId: string;
            name: string;
        };
        /**
         * @description One condition of a flag: the question's answer is one of `in` (for a multi, any of its
         *     choices is).
         */
        Condition: {
            field: string;
            /** @description Answers as the question takes them: an option's value, true or false, a number. */
            in: unknown[];
        };
        /** @description One consent as the API shows it. */
        Consent: {
            fatherId: string;
            /** Format: date-time */
            grantedAt: string;
            id: string;
            kind: components["schemas"]["ConsentKind"];
            note: string;
            /**
             * Format: date-time
             * @description When it was revoked; null while it stands.
             */
            revokedAt?: string | null;
            /** @description Who revoked it: the father's account or a staff member's (null once it is gone). */
            revokedBy?: string | null;
            /** @description The version of the consent form he agreed to. */
            version: string;
            /** @description The witness's name when it was recorded, kept after his account is gone. */
            witnessName: string;
            /** @description The staff member who witnessed it (null once his account is gone). */
            witnessedBy?: string | null;
        };
        /**
         * @description Kind
         * @enum {string}
         */
        ConsentKind: "program" | "data-sharing" | "photo" | "sms" | "email";
        /**
         * @description The current state of each kind for one father: true while his latest consent of that
         *     kind stands. On his record (`Father.consents`).
         */
        ConsentState: {
            dataSharing: boolean;
            email: boolean;
            photo: boolean;
            program: boolean;
            sms: boolean;
        };
        /** @description Someone the user may start a direct conversation with. */
        Contact: {
            displayName: string;
            isStaff: boolean;
            userId: string;
        };
        /** @description Case management's contacts in a report's range. */
        ContactFigures: {
            /** Format: int64 */
            count: number;
            /**
             * Format: int64
             * @description Their minutes, summed.
             */
            minutes: number;
        };
        ContactInput: {
            /** Format: date-time */
            at?: string | null;
            followUpDue?: null | string;
            /** @default null */
            method?: null | components["schemas"]["ContactMethod"];
            /**
             * Format: int64
             * @description How long it took, 0–1440 (default 0).
             * @default null
             */
            minutes?: number | null;
            note?: string | null;
            /** @default null */
            outcome?: null | components["schemas"]["ContactOutcome"];
            /**
             * @description Shown only to its author, the father's case manager and directors (default false).
             * @default null
             */
            sensitive?: boolean | null;
        };
        /**
         * @description Method
         * @enum {string}
         */
        ContactMethod: "call" | "text" | "email" | "visit" | "meeting" | "other";
        /**
         * @description Outcome
         * @enum {string}
         */
        ContactOutcome: "reached" | "no-answer" | "left-message" | "wrong-number";
        Conversation: {
            groupId?: string | null;
            id: string;
            /** @description "group" (a group's fathers and all staff) or "direct" (two people). */
            kind: string;
            lastMessage?: null | components["schemas"]["Message"];
            participants: components["schemas"]["Participant"][];
            /** @description The group's name, or the other person's name. */
            title: string;
            /** Format: int64 */
            unreadCount: number;
        };
        Counts: {
            /** Format: int64 */
            activeCycles: number;
            /** @description Fathers by status (enrolled, active, completed, exited…). */
            byStatus: {
                [key: string]: number;
            };
            /** Format: int64 */
            enrolled: number;
            /** Format: int64 */
            fathers: number;
            /** Format: int64 */
            groups: number;
            /**
             * Format: int64
             * @description Sessions this week (Monday to Sunday), cancelled ones aside.
             */
            sessionsThisWeek: number;
        };
        Created: {
            uid: string;
            user: components["schemas"]["User"];
        };
        Cycle: {
            /** Format: int64 */
            completedCount: number;
            /**
             * Format: double
             * @description Share of countable sessions attended that completes the course (0–1).
             */
            completionThreshold: number;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: date */
            endDate: string;
            facilitatorId?: string | null;
            groupId: string;
            groupName: string;
            id: string;
            location: string;
            /** Format: int64 */
            sessionCount: number;
            /** Format: date */
            startDate: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CycleInput: {
            /**
             * Format: double
             * @description The share of sessions attended that completes the course.
             * @default null
             */
            completionThreshold?: number | null;
            description?: string | null;
            /** Format: date */
            endDate?: string | null;
            /**
             * @description Blank: none.
             * @default null
             */
            facilitatorId?: string | null;
            /** @default null */
            groupId?: string | null;
            location?: string | null;
            /** @default null */
            schedule?: null | components["schemas"]["Schedule"];
            /** Format: date */
            startDate?: string | null;
            title?: string | null;
        };
        /** @description A father's standing in one cycle. */
        CycleProgress: components["schemas"]["Progress"] & {
            completedCourse: boolean;
            fatherId: string;
            firstName: string;
            /**
             * Format: date-time
             * @description The start of his latest membership in the cycle's group, and its end if he left.
             */
            joinedAt: string;
            lastName: string;
            /** Format: date-time */
            leftAt?: string | null;
        };
        /** @description `GET /api/dashboard`: staff see the program, a father his own standing. */
        Dashboard: components["schemas"]["StaffDashboard"] | components["schemas"]["FatherDashboard"];
        /** @description What a form asks and how it is scored: everything a version freezes. */
        Definition: {
            /** @default [] */
            fields?: components["schemas"]["FormField"][];
            /** @default [] */
            flags?: components["schemas"]["Flag"][];
            /**
             * @default {
             *       "subscales": []
             *     }
             */
            scoring?: components["schemas"]["Scoring"];
            /** @default [] */
            sections?: components["schemas"]["Section"][];
        };
        /**
         * @description Who the fathers served were, as funders ask: by age band (on the range's last day),
         *     father type, setting and language. Every band and word is listed, 0 included;
         *     "unknown" counts a record without the answer.
         */
        Demographics: {
            ageBands: {
                [key: string]: number;
            };
            fatherType: {
                [key: string]: number;
            };
            /**
             * Format: int64
             * @description The fathers counted: the fathers served.
             */
            fathers: number;
            language: {
                [key: string]: number;
            };
            setting: {
                [key: string]: number;
            };
        };
        /**
         * @description Encoding
         * @enum {string}
         */
        Encoding: "GSM-7" | "UCS-2";
        /** @description A father's time in one program. */
        Enrolment: {
            caseManagerId?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date */
            enrolledAt?: string | null;
            exitReason: string;
            /** Format: date */
            exitedAt?: string | null;
            fatherId: string;
            id: string;
            programId: string;
            programName: string;
            status: components["schemas"]["FatherStatus"];
            /** Format: date-time */
            updatedAt: string;
        };
        EnrolmentInput: {
            /**
             * @description Default on a new enrolment: his record's case manager.
             * @default null
             */
            caseManagerId?: string | null;
            enrolledAt?: null | string;
            exitReason?: string | null;
            exitedAt?: null | string;
            /**
             * @description The program (on create only).
             * @default null
             */
            programId?: string | null;
            /** @default null */
            status?: null | components["schemas"]["FatherStatus"];
        };
        ErrorBody: {
            error: {
                /** @enum {string} */
                code: "invalid-argument" | "unauthenticated" | "permission-denied" | "not-found" | "unimplemented" | "aborted" | "resource-exhausted" | "unavailable" | "deadline-exceeded" | "internal";
                /** @description For a refused precondition: the records as they are now. */
                conflicts?: Record<string, unknown>[];
                /** @description For invalid input: each bad field and its sentence's key. */
                fieldKeys?: {
                    [key: string]: "invalidForm" | "bodyNotJson" | "bodyInvalidJson" | "bodyNotObject" | "bodyInvalid" | "queryInvalid" | "requestTooLarge" | "requestTimedOut" | "noSuchEndpoint" | "oneOf" | "required" | "tooLong" | "notADate" | "notADateTime" | "yearsKept" | "limitRange" | "photoLimitRange" | "offsetNegative" | "searchTooLong" | "cursorOrOffset" | "cursorOtherSort" | "cursorUnknown" | "cursorUnknownRestart" | "formLabelRequired" | "formTooMany" | "submissionIdInvalid" | "submissionIdTaken" | "formKeyInvalid" | "formKeyTaken" | "formOptionsNeeded" | "formOptionsUnused" | "formOptionInvalid" | "formOptionTaken" | "formScaleBounds" | "formBoundsOrder" | "formBoundsUnused" | "formNoQuestions" | "formNoSuchQuestion" | "formNotScorable" | "formNotInSubscale" | "formReverseUnused" | "formReverseBounds" | "formSubscaleEmpty" | "formCorrectNeeded" | "formFlagEmpty" | "formConditionValues" | "formNotDraft" | "formNotPublished" | "formArchived" | "formPhaseNeeded" | "formPhaseUnused" | "submissionNeverChanges" | "answerNoSuchQuestion" | "answerAndDeclined" | "questionUnanswered" | "answerNotText" | "answerTooShort" | "answerNotNumber" | "answerNotWhole" | "answerTooLow" | "answerTooHigh" | "answerNotYesNo" | "answerNotAnOption" | "answerNotOptions" | "noSuchForm" | "noSuchSubmission" | "formScreeningByStaff" | "amendmentEmpty" | "formFlagFollowUp" | "internal" | "recordExists" | "changedMeanwhile" | "contention" | "databaseUnavailable" | "databaseNotAnswering" | "fileStoreUnavailable" | "signInFailed" | "signInRequired" | "sessionEnded" | "tooManyAttempts" | "registrationClosed" | "emailTaken" | "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "currentPasswordRequired" | "currentPasswordIncorrect" | "displayNameRequired" | "displayNameTooLong" | "languageInvalid" | "tokenRequired" | "resetLinkInvalid" | "ownRoleOrEmail" | "noSuchUser" | "noSuchUserAccount" | "lastDirector" | "staffRoleNeedsStaff" | "staffNeedsRole" | "welcomeNotSent" | "cleanupTooMany" | "cleanupDays" | "textControlCharacters" | "staffOnly" | "directorOnly" | "facilitatorsOnly" | "facilitatorNotStaff" | "noSuchAlbum" | "noSuchAnnouncement" | "noSuchConsent" | "noSuchContact" | "noSuchConversation" | "noSuchFeed" | "noSuchIncentive" | "noSuchMember" | "noSuchMilestone" | "noSuchPhoto" | "noSuchReferral" | "noSuchStaffMember" | "noSuchText" | "noCheckInCode" | "noLinkedRecord" | "noSuchFather" | "noSuchGroup" | "noSuchProgram" | "noSuchEnrolment" | "programCodeInvalid" | "programCodeTaken" | "programRequired" | "programArchived" | "programManagersOnly" | "programStaffOnly" | "programStaffNotStaff" | "enrolmentOpen" | "programFixed" | "noSuchImport" | "importChooseFile" | "importFileUnreadable" | "importTooLarge" | "importNotUtf8" | "importUnreadable" | "importEmpty" | "importTooManyColumns" | "importTooManyRows" | "importMappingInvalid" | "importNoSuchColumn" | "importFieldTwice" | "importTooManyCells" | "importNoSuchFather" | "importEmailAmbiguous" | "importMatchedTwice" | "importHasErrors" | "importUndone" | "noSuchCycle" | "noSuchEvent" | "fatherRequired" | "kindRequired" | "kindTooLong" | "ownContactOnly" | "accountLinked" | "inviteNoEmail" | "inviteAlreadyLinked" | "caseManagerStaff" | "newCaseManagerStaff" | "caseloadToAnother" | "facilitatorStaff" | "childrenInvalid" | "exitDateInFuture" | "exitDateBeforeEnrollment" | "fatherHasHistory" | "membershipOverlap" | "groupHasCycles" | "groupHasAlbums" | "endDateBeforeStart" | "weekdaysRequired" | "startTimeFormat" | "durationRange" | "countRange" | "unknownTimeZone" | "thresholdRange" | "cycleGroupFixed" | "cycleHasAttendance" | "sessionsOnlyOnCreate" | "sessionEndsAfterStart" | "sessionTooLong" | "sessionNumberRange" | "sessionNumberTaken" | "newSessionScheduled" | "sessionTransition" | "sessionChanged" | "attendanceTooMany" | "notOnRoster" | "minutesRange" | "expectedInstant" | "marksChanged" | "fathersOnly" | "answerRequired" | "sessionCancelled" | "sessionCompleted" | "answersClosed" | "checkInCodeInvalid" | "checkInCodeWindow" | "checkInNotLinked" | "milestoneFatherFixed" | "ownMilestonesOnly" | "contactAuthorOnly" | "noFollowUp" | "startRequired" | "endRequired" | "startDay" | "endDay" | "startInstant" | "endInstant" | "endBeforeStart" | "eventTooLong" | "rangeTooLong" | "toBeforeFrom" | "rangeReversed" | "reportTooLong" | "messageRequired" | "messageTooLong" | "messageWhom" | "messageRemoveOwn" | "noSuchPerson" | "notYourself" | "noSuchMessage" | "receivedIds" | "pushOtherSession" | "photoTooLarge10" | "photoTooLarge25" | "photoChoose" | "photoMultipart" | "photoCutOff" | "photoStalled" | "captionUnreadable" | "photoNotImage" | "photoCannotShow" | "photoTooManyPixels" | "uploadUnavailable" | "tooManyUploads" | "linkExpired" | "coverNeedsPhotos" | "coverFromAlbum" | "tagsTooMany" | "facilitatorsTooMany" | "tagsOutOfScope" | "tagsUnreadable" | "consentInFuture" | "contactInFuture" | "consentAskStaff" | "rsvpLinkInvalid" | "rsvpLinkExpired" | "amountRequired" | "incentiveAmountRange" | "noSuchSession" | "incentiveNotOnRoster" | "incentiveFathersRequired" | "incentiveFathersOnRoster" | "incentiveSameSession" | "incentiveSameDay" | "incentiveAlreadyVoided" | "incentiveNeverDeleted" | "phoneInvalid" | "textNoConsent" | "textNoPhone" | "textBodyRequired" | "textTooLong" | "smsNotSigned" | "pushEndpointInvalid" | "pushServiceNotAllowed" | "pushKeyInvalid" | "pushSecretInvalid";
                };
                /** @description For invalid input: the values in each field's sentence, for fields whose sentence has any. */
                fieldParams?: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
                /** @description For invalid input: each bad field and its message. */
                fields?: {
                    [key: string]: string;
                };
                /**
                 * @description Which sentence: stable, for a client to translate.
                 * @enum {string}
                 */
                key: "invalidForm" | "bodyNotJson" | "bodyInvalidJson" | "bodyNotObject" | "bodyInvalid" | "queryInvalid" | "requestTooLarge" | "requestTimedOut" | "noSuchEndpoint" | "oneOf" | "required" | "tooLong" | "notADate" | "notADateTime" | "yearsKept" | "limitRange" | "photoLimitRange" | "offsetNegative" | "searchTooLong" | "cursorOrOffset" | "cursorOtherSort" | "cursorUnknown" | "cursorUnknownRestart" | "formLabelRequired" | "formTooMany" | "submissionIdInvalid" | "submissionIdTaken" | "formKeyInvalid" | "formKeyTaken" | "formOptionsNeeded" | "formOptionsUnused" | "formOptionInvalid" | "formOptionTaken" | "formScaleBounds" | "formBoundsOrder" | "formBoundsUnused" | "formNoQuestions" | "formNoSuchQuestion" | "formNotScorable" | "formNotInSubscale" | "formReverseUnused" | "formReverseBounds" | "formSubscaleEmpty" | "formCorrectNeeded" | "formFlagEmpty" | "formConditionValues" | "formNotDraft" | "formNotPublished" | "formArchived" | "formPhaseNeeded" | "formPhaseUnused" | "submissionNeverChanges" | "answerNoSuchQuestion" | "answerAndDeclined" | "questionUnanswered" | "answerNotText" | "answerTooShort" | "answerNotNumber" | "answerNotWhole" | "answerTooLow" | "answerTooHigh" | "answerNotYesNo" | "answerNotAnOption" | "answerNotOptions" | "noSuchForm" | "noSuchSubmission" | "formScreeningByStaff" | "amendmentEmpty" | "formFlagFollowUp" | "internal" | "recordExists" | "changedMeanwhile" | "contention" | "databaseUnavailable" | "databaseNotAnswering" | "fileStoreUnavailable" | "signInFailed" | "signInRequired" | "sessionEnded" | "tooManyAttempts" | "registrationClosed" | "emailTaken" | "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "currentPasswordRequired" | "currentPasswordIncorrect" | "displayNameRequired" | "displayNameTooLong" | "languageInvalid" | "tokenRequired" | "resetLinkInvalid" | "ownRoleOrEmail" | "noSuchUser" | "noSuchUserAccount" | "lastDirector" | "staffRoleNeedsStaff" | "staffNeedsRole" | "welcomeNotSent" | "cleanupTooMany" | "cleanupDays" | "textControlCharacters" | "staffOnly" | "directorOnly" | "facilitatorsOnly" | "facilitatorNotStaff" | "noSuchAlbum" | "noSuchAnnouncement" | "noSuchConsent" | "noSuchContact" | "noSuchConversation" | "noSuchFeed" | "noSuchIncentive" | "noSuchMember" | "noSuchMilestone" | "noSuchPhoto" | "noSuchReferral" | "noSuchStaffMember" | "noSuchText" | "noCheckInCode" | "noLinkedRecord" | "noSuchFather" | "noSuchGroup" | "noSuchProgram" | "noSuchEnrolment" | "programCodeInvalid" | "programCodeTaken" | "programRequired" | "programArchived" | "programManagersOnly" | "programStaffOnly" | "programStaffNotStaff" | "enrolmentOpen" | "programFixed" | "noSuchImport" | "importChooseFile" | "importFileUnreadable" | "importTooLarge" | "importNotUtf8" | "importUnreadable" | "importEmpty" | "importTooManyColumns" | "importTooManyRows" | "importMappingInvalid" | "importNoSuchColumn" | "importFieldTwice" | "importTooManyCells" | "importNoSuchFather" | "importEmailAmbiguous" | "importMatchedTwice" | "importHasErrors" | "importUndone" | "noSuchCycle" | "noSuchEvent" | "fatherRequired" | "kindRequired" | "kindTooLong" | "ownContactOnly" | "accountLinked" | "inviteNoEmail" | "inviteAlreadyLinked" | "caseManagerStaff" | "newCaseManagerStaff" | "caseloadToAnother" | "facilitatorStaff" | "childrenInvalid" | "exitDateInFuture" | "exitDateBeforeEnrollment" | "fatherHasHistory" | "membershipOverlap" | "groupHasCycles" | "groupHasAlbums" | "endDateBeforeStart" | "weekdaysRequired" | "startTimeFormat" | "durationRange" | "countRange" | "unknownTimeZone" | "thresholdRange" | "cycleGroupFixed" | "cycleHasAttendance" | "sessionsOnlyOnCreate" | "sessionEndsAfterStart" | "sessionTooLong" | "sessionNumberRange" | "sessionNumberTaken" | "newSessionScheduled" | "sessionTransition" | "sessionChanged" | "attendanceTooMany" | "notOnRoster" | "minutesRange" | "expectedInstant" | "marksChanged" | "fathersOnly" | "answerRequired" | "sessionCancelled" | "sessionCompleted" | "answersClosed" | "checkInCodeInvalid" | "checkInCodeWindow" | "checkInNotLinked" | "milestoneFatherFixed" | "ownMilestonesOnly" | "contactAuthorOnly" | "noFollowUp" | "startRequired" | "endRequired" | "startDay" | "endDay" | "startInstant" | "endInstant" | "endBeforeStart" | "eventTooLong" | "rangeTooLong" | "toBeforeFrom" | "rangeReversed" | "reportTooLong" | "messageRequired" | "messageTooLong" | "messageWhom" | "messageRemoveOwn" | "noSuchPerson" | "notYourself" | "noSuchMessage" | "receivedIds" | "pushOtherSession" | "photoTooLarge10" | "photoTooLarge25" | "photoChoose" | "photoMultipart" | "photoCutOff" | "photoStalled" | "captionUnreadable" | "photoNotImage" | "photoCannotShow" | "photoTooManyPixels" | "uploadUnavailable" | "tooManyUploads" | "linkExpired" | "coverNeedsPhotos" | "coverFromAlbum" | "tagsTooMany" | "facilitatorsTooMany" | "tagsOutOfScope" | "tagsUnreadable" | "consentInFuture" | "contactInFuture" | "consentAskStaff" | "rsvpLinkInvalid" | "rsvpLinkExpired" | "amountRequired" | "incentiveAmountRange" | "noSuchSession" | "incentiveNotOnRoster" | "incentiveFathersRequired" | "incentiveFathersOnRoster" | "incentiveSameSession" | "incentiveSameDay" | "incentiveAlreadyVoided" | "incentiveNeverDeleted" | "phoneInvalid" | "textNoConsent" | "textNoPhone" | "textBodyRequired" | "textTooLong" | "smsNotSigned" | "pushEndpointInvalid" | "pushServiceNotAllowed" | "pushKeyInvalid" | "pushSecretInvalid";
                /** @description The sentence in the caller's language (Accept-Language). */
                message: string;
                /** @description The values the sentence names, by name. */
                params: {
                    [key: string]: string;
                };
            };
        };
        /** @description A calendar event as the API sends it. */
        Event: {
            allDay: boolean;
            /** Format: date-time */
            createdAt: string;
            createdBy?: string | null;
            createdByName?: string | null;
            description: string;
            /** @description RFC 3339 instant, or the last day (YYYY-MM-DD, inclusive) of an all-day event. */
            endsAt: string;
            /** @description Null: everyone. */
            groupId?: string | null;
            groupName?: string | null;
            id: string;
            location: string;
            /** @description RFC 3339 instant, or the first day (YYYY-MM-DD) of an all-day event. */
            startsAt: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description An event's fields as a form sends them; absent fields are left as they are. */
        EventInput: {
            /** @default null */
            allDay?: boolean | null;
            description?: string | null;
            endsAt?: null | string;
            /**
             * @description Null or absent on create: everyone. On edit, null moves it to everyone.
             * @default null
             */
            groupId?: string | null;
            location?: string | null;
            startsAt?: null | string;
            title?: string | null;
        };
        /** @description One attendance mark of his, with the session it is for. */
        ExportAttendance: {
            cycleTitle: string;
            /** Format: date-time */
            markedAt: string;
            /** @description `staff` or `check-in`. */
            method: string;
            /** Format: int64 */
            minutes?: number | null;
            /** @description The facilitator's note: only in a director's export. */
            note?: string | null;
            sessionId: string;
            sessionTitle: string;
            /** Format: date-time */
            startsAt: string;
            status?: null | components["schemas"]["AttendanceStatus"];
        };
        /** @description One stay of his in a group. */
        ExportMembership: {
            groupId: string;
            groupName: string;
            /** Format: date-time */
            joinedAt: string;
            /**
             * Format: date-time
             * @description Null while he is a member.
             */
            leftAt?: string | null;
        };
        /** @description A message he sent. */
        ExportMessage: {
            /** @description Blank once removed. */
            body: string;
            conversationId: string;
            /** @description `group` or `direct`. */
            conversationKind: string;
            /**
             * @description The group's name, for a group's conversation (a direct one names nobody: the other
             *     person is not his data).
             */
            groupName?: string | null;
            id: string;
            /** Format: date-time */
            removedAt?: string | null;
            /** Format: date-time */
            sentAt: string;
        };
        /** @description His portrait, and the gallery photos he is tagged in. */
        ExportPhotos: {
            /** @description Whether his record has a portrait (`GET /api/fathers/{id}/photo`). */
            portrait: boolean;
            tagged: components["schemas"]["ExportTaggedPhoto"][];
        };
        /** @description A gallery photo he is tagged in. */
        ExportTaggedPhoto: {
            albumId: string;
            albumTitle: string;
            caption: string;
            /** Format: date-time */
            createdAt: string;
            photoId: string;
        };
        /** @description A participant record. `notes` is only ever filled for staff. */
        Father: {
            address: string;
            /**
             * Format: date-time
             * @description When retention anonymised the record (`FM_RETENTION_DAYS` after his exit); null
             *     otherwise. Never sent in a change.
             */
            anonymisedAt?: string | null;
            /**
             * Format: date
             * @description Staff reading an exited record not anonymised yet: the program day retention will
             *     anonymise it on. Absent otherwise.
             */
            anonymisedOn?: string | null;
            caseManagerId?: string | null;
            children: components["schemas"]["Child"][];
            /**
             * @description Each kind of consent: true while his latest consent of that kind stands (kept by
             *     `/api/fathers/{id}/consents`, never sent in a change; not on the list's summaries).
             */
            consents: components["schemas"]["ConsentState"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date */
            dateOfBirth?: string | null;
            email: string;
            /** Format: date */
            enrollmentDate?: string | null;
            /**
             * @description His enrolments, latest first (the one `status` and `caseManagerId` are): those in
             *     programs the reader may know of. Read with the record by id; empty in other answers.
             */
            enrolments: components["schemas"]["Enrolment"][];
            /** Format: date */
            exitDate?: string | null;
            exitReason: string;
            fatherType?: null | components["schemas"]["FatherType"];
            firstName: string;
            /**
             * @description The flags his form submissions raise (a positive screening…), newest first: only for
             *     his case manager and directors reading his record; empty for anyone else.
             */
            flags: components["schemas"]["RaisedFlag"][];
            id: string;
            lastName: string;
            notes?: string | null;
            phone: string;
            /**
             * @description Whether his phone is an E.164 number a text can go to; false for a number kept from
             *     before numbers were checked that is not one (shown as it is, never texted).
             */
            phoneValid: boolean;
            photoKey?: string | null;
            preferredLanguage: string;
            referralSource: string;
            /** @description Whether his reminders also go by text (with his sms consent); default true. */
            remindersSms: boolean;
            setting?: null | components["schemas"]["Setting"];
            status: components["schemas"]["FatherStatus"];
            /**
             * @description Three unsuccessful contacts in a row (anything but 'reached') and none reached since
             *     (case management); kept by the contacts, never sent in a change.
             */
            unreachable: boolean;
            /** Format: date-time */
            updatedAt: string;
            userId?: string | null;
        };
        FatherDashboard: {
            /** @description Over every cycle of every group he has been in. */
            attendance: components["schemas"]["Progress"];
            milestones: components["schemas"]["Milestone"][];
            upcoming: components["schemas"]["CalendarItem"][];
        };
        /** @description Everything recorded about one father (and his account). */
        FatherExport: {
            account?: null | components["schemas"]["User"];
            /** @description Every attendance mark, by the session's start. */
            attendance: components["schemas"]["ExportAttendance"][];
            /** @description Every consent he gave, revoked ones included, newest first (as his page lists them). */
            consents: components["schemas"]["Consent"][];
            /**
             * @description Contacts staff logged with him, oldest first. His own export leaves out the notes
             *     and the sensitive contacts.
             */
            contacts: components["schemas"]["CaseContact"][];
            /** Format: date-time */
            exportedAt: string;
            father?: null | components["schemas"]["Father"];
            /** @description His incentive ledger, voided ones included, newest first. */
            incentives: components["schemas"]["Incentive"][];
            /** @description Every stay in a group, oldest first. */
            memberships: components["schemas"]["ExportMembership"][];
            /** @description The messages he sent (not those sent to him), oldest first. */
            messages: components["schemas"]["ExportMessage"][];
            milestones: components["schemas"]["Milestone"][];
            photos: components["schemas"]["ExportPhotos"];
            /** @description Referrals with their history. His own export leaves out the notes. */
            referrals: components["schemas"]["Referral"][];
            /**
             * @description Forms filled in about him, newest first: every one in a director's export (its
             *     reading logged when it holds sensitive answers); in his own, those of self-service
             *     forms, sensitive answers left out.
             */
            submissions: components["schemas"]["Submission"][];
            /** @description Every text to and from his number, oldest first. */
            texts: components["schemas"]["Text"][];
        };
        /**
         * @description Fields of a father record as sent by a client. On create, first and last name are
         *     required; on update, absent fields are left as they are.
         */
        FatherInput: {
            address?: string | null;
            /** @default null */
            caseManagerId?: string | null;
            /** @default null */
            children?: components["schemas"]["Child"][] | null;
            dateOfBirth?: null | string;
            email?: string | null;
            enrollmentDate?: null | string;
            exitDate?: null | string;
            exitReason?: string | null;
            fatherType?: null | ("biological" | "step" | "expectant" | "father figure") | string;
            firstName?: string | null;
            lastName?: string | null;
            notes?: string | null;
            phone?: string | null;
            /** @default null */
            preferredLanguage?: null | components["schemas"]["Language"];
            /**
             * @description The program he is enrolled in (on create only; needed once there are two programs).
             * @default null
             */
            programId?: string | null;
            referralSource?: string | null;
            /**
             * @description Whether his reminders also go by text (with his sms consent).
             * @default null
             */
            remindersSms?: boolean | null;
            setting?: null | ("community" | "incarcerated") | string;
            /** @default null */
            status?: null | components["schemas"]["FatherStatus"];
            /**
             * @description The father's own account, when he has one.
             * @default null
             */
            userId?: string | null;
        };
        /**
         * @description Status
         * @enum {string}
         */
        FatherStatus: "referred" | "enrolled" | "completed" | "exited";
        /**
         * @description A father as lists show him: the contract's key fields and what a list, a picker or
         *     the CSV export needs. The long fields (address, children, exit reason, case notes)
         *     are only on the record itself (`GET /api/fathers/{id}`).
         */
        FatherSummary: {
            caseManagerId?: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: date */
            enrollmentDate?: string | null;
            /** Format: date */
            exitDate?: string | null;
            fatherType?: null | components["schemas"]["FatherType"];
            firstName: string;
            id: string;
            lastName: string;
            phone: string;
            photoKey?: string | null;
            preferredLanguage: string;
            referralSource: string;
            setting?: null | components["schemas"]["Setting"];
            status: components["schemas"]["FatherStatus"];
            /** Format: date-time */
            updatedAt: string;
            userId?: string | null;
        };
        /**
         * @description Father type
         * @enum {string}
         */
        FatherType: "biological" | "step" | "expectant" | "father figure";
        FeedUrl: {
            /** @description The private iCalendar URL: whoever has it sees this user's calendar. */
            url: string;
        };
        /** @description One choice of a `choice` or `multi` question. */
        FieldOption: {
            label?: components["schemas"]["Translated"];
            /** @description What the answer holds: stable across languages. */
            value: string;
        };
        /**
         * @description Type
         * @enum {string}
         */
        FieldType: "text" | "number" | "date" | "choice" | "multi" | "yesno" | "scale";
        /**
         * @description A flag a submission raises when any of its conditions holds; with `alert`, the father's
         *     case manager (or, without one, every director) gets a follow-up that day.
         */
        Flag: {
            alert?: boolean;
            key: string;
            label?: components["schemas"]["Translated"];
            referral?: null | components["schemas"]["ReferralType"];
            when: components["schemas"]["Condition"][];
        };
        /** @description An open follow-up: its contact, with the father's name. */
        FollowUp: components["schemas"]["CaseContact"] & {
            fatherName: string;
        };
        FollowUpCounts: {
            /**
             * Format: int64
             * @description Due before today.
             */
            overdue: number;
            /**
             * Format: int64
             * @description Due today.
             */
            today: number;
            /**
             * Format: int64
             * @description Due today or in the six days after.
             */
            week: number;
        };
        ForgotAnswer: {
            message: string;
            success: boolean;
        };
        ForgotBody: {
            /** @default  */
            email?: string;
        };
        /** @description One version of a form. */
        Form: components["schemas"]["Definition"] & {
            /** Format: date-time */
            archivedAt?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The same for every version of one form: the id of its first version. */
            familyId: string;
            id: string;
            kind: components["schemas"]["FormKind"];
            name: components["schemas"]["Translated"];
            /**
             * @description What the program's protocol says to do when this form raises a flag (screenings):
             *     shown to staff beside the submission.
             */
            protocol: components["schemas"]["Guidance"];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @description A father fills it himself from his home page (published only). */
            selfService: boolean;
            status: components["schemas"]["FormStatus"];
            /** Format: int64 */
            version: number;
        };
        /** @description A question. */
        FormField: {
            /** @description The answer's key: 1–40 lowercase letters, digits, '-' or '_', unique in the form. */
            key: string;
            label?: components["schemas"]["Translated"];
            /**
             * Format: double
             * @description Number and scale: the greatest answer (a scale needs it, above `min`). Text: the most
             *     characters (default 4000).
             */
            max?: number | null;
            /**
             * Format: double
             * @description Number and scale: the least answer (a scale needs it). Text: the fewest characters.
             */
            min?: number | null;
            /** @description A choice's or multi's options (at least one). */
            options?: components["schemas"]["FieldOption"][];
            required?: boolean;
            /** @description The section the question is shown under (a section's key, or its heading). */
            section?: string;
            /** @description Shown only to the father's case manager and directors. */
            sensitive?: boolean;
            type: components["schemas"]["FieldType"];
        };
        /**
         * @description A form's name, kind, protocol and definition: a new draft's, or a draft's changes (each
         *     part given replaces the draft's).
         */
        FormInput: {
            /**
             * @description At most 200, each key unique; a choice or multi with its options, a scale with whole
             *     bounds, `min` below `max`.
             * @default null
             */
            fields?: components["schemas"]["FormField"][] | null;
            /**
             * @description At most 50.
             * @default null
             */
            flags?: components["schemas"]["Flag"][] | null;
            /** @default null */
            kind?: null | components["schemas"]["FormKind"];
            /** @default null */
            name?: null | components["schemas"]["Translated"];
            /** @default null */
            protocol?: null | components["schemas"]["Guidance"];
            /** @default null */
            scoring?: null | components["schemas"]["Scoring"];
            /**
             * @description At most 50.
             * @default null
             */
            sections?: components["schemas"]["Section"][] | null;
            /**
             * @description A father fills it himself from his home page once it is published (not a screening).
             * @default null
             */
            selfService?: boolean | null;
        };
        /**
         * @description Kind
         * @enum {string}
         */
        FormKind: "intake" | "screening" | "assessment" | "survey";
        /**
         * @description Status
         * @enum {string}
         */
        FormStatus: "draft" | "published" | "archived";
        /** @description A father who was a member of a group and left it (shown to staff only). */
        FormerMember: {
            fatherId: string;
            firstName: string;
            /** Format: date-time */
            joinedAt: string;
            lastName: string;
            /** Format: date-time */
            leftAt: string;
        };
        Group: {
            /** Format: date-time */
            createdAt: string;
            description: string;
            /**
             * @deprecated
             * @description The first of `facilitatorIds`. Deprecated: read `facilitatorIds`; kept for one release.
             */
            facilitatorId?: string | null;
            /**
             * @description The staff accounts that facilitate it: the group's members are in their scope, and
             *     they run its cycles, sessions and attendance.
             */
            facilitatorIds: string[];
            /** @description Their names, in the same order: what a father reads of who runs his group. */
            facilitatorNames: string[];
            /** @description Those who left (staff only): absent for fathers, and when no one has left. */
            formerMembers?: components["schemas"]["FormerMember"][];
            id: string;
            location: string;
            meetingDay: string;
            meetingTime: string;
            /**
             * Format: int64
             * @description Its current members, all of them: `members` holds only those in the reader's scope.
             */
            memberCount: number;
            members: components["schemas"]["Member"][];
            name: string;
            /** @description The program it belongs to. */
            programId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GroupFigures: components["schemas"]["ReportFigures"] & {
            groupId: string;
            groupName: string;
        };
        GroupInput: {
            description?: string | null;
            /**
             * @deprecated
             * @description Deprecated: send `facilitatorIds`. The group's one facilitator (blank: none).
             * @default null
             */
            facilitatorId?: string | null;
            /**
             * @description The staff accounts that facilitate it (a director sets them; a staff member who
             *     creates a group facilitates it).
             * @default null
             */
            facilitatorIds?: string[] | null;
            location?: string | null;
            meetingDay?: string | null;
            meetingTime?: string | null;
            name?: string | null;
            /**
             * @description The program it belongs to: needed on create once there are two programs; a director
             *     moves a group to another.
             * @default null
             */
            programId?: string | null;
        };
        /**
         * @description What the program's protocol says to do when a form raises a flag, in both languages;
         *     either may be blank.
         */
        Guidance: {
            /** @default  */
            en?: string;
            /** @default  */
            es?: string;
        };
        /** @description One session in a father's attendance history. */
        HistoryEntry: {
            /** @description Whether the session counts for him (held while he was a member). */
            counts: boolean;
            cycleId: string;
            cycleTitle: string;
            /** Format: date-time */
            endsAt: string;
            /** @description Whether he was a member of the group when it started. */
            member: boolean;
            method?: null | components["schemas"]["AttendanceMethod"];
            /** Format: int64 */
            minutes?: number | null;
            /** @description Staff only: absent for fathers. */
            note?: string | null;
            /**
             * Format: int64
             * @description The session's number in its cycle (#3).
             */
            number: number;
            sessionId: string;
            sessionStatus: components["schemas"]["SessionStatus"];
            /** Format: date-time */
            startsAt: string;
            status?: null | components["schemas"]["AttendanceStatus"];
            title: string;
        };
        /** @description `GET /api/home`: what the signed-in user needs first. */
        Home: {
            /**
             * @description Whether the father has checked in to `next` (a session); false for staff and for an
             *     event. Home says so instead of asking whether he will come.
             */
            checkedIn: boolean;
            next?: null | components["schemas"]["CalendarItem"];
            pinned?: null | components["schemas"]["Announcement"];
            unread: components["schemas"]["Unread"];
        };
        /** @description An import, kept so that it can be undone. */
        Import: {
            counts: components["schemas"]["ImportCounts"];
            /** Format: date-time */
            createdAt: string;
            /** @description Who imported it (null once that account is deleted). */
            createdBy?: string | null;
            id: string;
            programId: string;
            /** Format: date-time */
            undoneAt?: string | null;
        };
        /**
         * @description Action
         * @enum {string}
         */
        ImportAction: "create" | "update" | "skip" | "error";
        /** @description How many rows would do (or did) each thing. */
        ImportCounts: {
            /** Format: int32 */
            create: number;
            /** Format: int32 */
            error: number;
            /** Format: int32 */
            skip: number;
            /** Format: int32 */
            update: number;
        };
        /**
         * @description Field
         * @enum {string}
         */
        ImportField: "id" | "firstName" | "lastName" | "email" | "phone" | "preferredLanguage" | "dateOfBirth" | "address" | "fatherType" | "setting" | "referralSource" | "status" | "enrollmentDate" | "exitDate" | "exitReason" | "notes";
        /** @description The multipart form an import sends. */
        ImportForm: {
            /**
             * Format: binary
             * @description CSV: UTF-8 with or without a byte-order mark, cells separated by commas or
             *     semicolons, a header row, at most 5,000 data rows and 5 MB.
             */
            file: Blob;
            /**
             * @description JSON `{column: field}`: which header column fills which field (see `ImportField`);
             *     a column mapped to null or "" is left out.
             */
            mapping: string;
        };
        /** @description A dry run: every row with what importing it would do; nothing written. */
        ImportPreview: {
            counts: components["schemas"]["ImportCounts"];
            rows: components["schemas"]["ImportRow"][];
        };
        /** @description One data row of the file, as importing it would go. */
        ImportRow: {
            action: components["schemas"]["ImportAction"];
            /**
             * @description Records in the caller's scope that look like the same man (the same name and date of
             *     birth, or the same phone): a new record is made all the same, never merged.
             */
            duplicateOf: string[];
            errors: components["schemas"]["RowError"][];
            /** @description The record it updates or leaves (`update`, `skip`), or, once imported, the one it created. */
            fatherId?: string | null;
            /**
             * Format: int64
             * @description Its line in the file (the header is line 1).
             */
            line: number;
            /** @description The row's mapped cells, by field (trimmed; empty cells left out). */
            values: {
                [key: string]: string;
            };
        };
        /**
         * @description A father in the staff's texts inbox: his last text and how many he sent that nobody
         *     has read.
         */
        InboxRow: {
            fatherId: string;
            fatherName: string;
            last: components["schemas"]["Text"];
            /** Format: int64 */
            unread: number;
        };
        /** @description One incentive on a father's ledger. */
        Incentive: {
            /**
             * Format: int64
             * @description In cents (1–100000).
             */
            amountCents: number;
            /** @description Given again on purpose, after the server said it was the same reward. */
            confirmedDuplicate: boolean;
            fatherId: string;
            /** Format: date-time */
            givenAt: string;
            /** @description Who gave it (null once the account is gone). */
            givenBy?: string | null;
            /** @description His name when he gave it. */
            givenByName: string;
            id: string;
            kind: components["schemas"]["IncentiveKind"];
            reason: string;
            /** @description A card's last digits, a receipt number (blank when none). */
            reference: string;
            /** @description The session it rewards, or null (none, or the session was deleted). */
            sessionId?: string | null;
            voidReason?: string | null;
            /**
             * Format: date-time
             * @description Null while it stands; voided ones stay on the ledger, marked.
             */
            voidedAt?: string | null;
            /** @description The director who voided it (null once the account is gone). */
            voidedBy?: string | null;
        };
        /** @description Incentives given in a report's range, voided ones left out. */
        IncentiveFigures: {
            /** @description The cents of each kind (every kind, 0 included). */
            amountByKind: {
                [key: string]: number;
            };
            /**
             * Format: int64
             * @description Their amounts, summed, in cents.
             */
            amountCents: number;
            /** @description How many of each kind (every kind, 0 included). */
            byKind: {
                [key: string]: number;
            };
            /** Format: int64 */
            count: number;
        };
        /**
         * @description Kind
         * @enum {string}
         */
        IncentiveKind: "gift-card" | "transport" | "food" | "childcare" | "other";
        /**
         * @description What a calendar entry is.
         * @enum {string}
         */
        ItemKind: "event" | "session";
        KindCount: {
            /** Format: int64 */
            count: number;
            kind: string;
        };
        /**
         * @description The languages the whole product speaks. English is the default (docs/PRODUCT.md, "Languages").
         * @enum {string}
         */
        Language: "en" | "es";
        /**
         * @description A row an undo left alone: the record was changed since the import (or, one it created,
         *     has history), so it stays as it is now.
         */
        LeftAlone: {
            fatherId: string;
            /** Format: int64 */
            line: number;
        };
        LetterSession: {
            courseTitle: string;
            /**
             * Format: date
             * @description The session's day in the program's time zone.
             */
            date: string;
            /** Format: double */
            hours: number;
            status: components["schemas"]["AttendanceStatus"];
            title: string;
        };
        /** @description A record that is likely an account's person. */
        LikelyRecord: {
            email: string;
            fatherId: string;
            firstName: string;
            lastName: string;
            phone: string;
            /** @description Matched by e-mail (else by name). */
            sameEmail: boolean;
        };
        /** @description What an answer link of a reminder e-mail recorded, and of what. */
        LinkAnswer: {
            answer: components["schemas"]["RsvpAnswer"];
            item: components["schemas"]["LinkedItem"];
        };
        /** @description The answer link of a reminder e-mail. */
        LinkInput: {
            /** @description The `token` of the link's `/rsvp?token=…`. */
            token: string;
        };
        LinkedItem: {
            /** @description A session's cycle (its page is /cycles/{cycleId}/sessions/{id}); null for an event. */
            cycleId?: string | null;
            id: string;
            kind: components["schemas"]["ItemKind"];
            /** @description RFC 3339 instant, or the first day (YYYY-MM-DD) of an all-day event. */
            startsAt: string;
            title: string;
        };
        /**
         * @description A father whose mark changed since the device last saw it: the mark as it is now,
         *     and who made it, so the coordinator can choose between it and his own.
         */
        MarkConflict: components["schemas"]["RosterEntry"] & {
            markedByName?: string | null;
        };
        MarkInput: {
            /** Format: date-time */
            expected?: string | null;
            fatherId: string;
            /** Format: int64 */
            minutes?: number | null;
            note?: string | null;
            status: components["schemas"]["AttendanceStatus"];
        };
        /** @description The attendance matrix of a cycle: fathers × sessions, with rates. */
        Matrix: {
            cycle: components["schemas"]["Cycle"];
            rows: components["schemas"]["MatrixRow"][];
            sessions: components["schemas"]["Session"][];
        };
        MatrixRow: components["schemas"]["Progress"] & {
            /** @description Per session: whether it counts for him (completed, while he was a member). */
            counts: boolean[];
            fatherId: string;
            firstName: string;
            lastName: string;
            /**
             * Format: date-time
             * @description When he left the group, if he did (his marks stay).
             */
            leftAt?: string | null;
            /** @description One entry per session, in order: the mark, or null (not marked, or not a member then). */
            marks: (null | components["schemas"]["AttendanceStatus"])[];
        };
        Member: {
            fatherId: string;
            firstName: string;
            /** Format: date-time */
            joinedAt: string;
            /** @description Fathers see fellow members as first name and last initial only. */
            lastName: string;
            /**
             * @description Staff: his portrait's stored key. Fathers: a token that changes with the portrait
             *     (never the key), and null for a fellow father without photo consent.
             */
            photoKey?: string | null;
        };
        MemberRsvp: {
            answer: components["schemas"]["RsvpAnswer"];
            /** Format: date-time */
            answeredAt: string;
            fatherId: string;
            name: string;
            note: string;
        };
        Message: {
            /** @description Plain text; empty once deleted. */
            body: string;
            conversationId: string;
            deleted: boolean;
            id: string;
            senderId?: string | null;
            senderName?: string | null;
            /** Format: date-time */
            sentAt: string;
        };
        Milestone: {
            /** Format: date */
            achievedAt: string;
            /** Format: date-time */
            createdAt: string;
            createdBy?: string | null;
            cycleId?: string | null;
            fatherId: string;
            fatherName: string;
            id: string;
            kind: string;
            note: string;
            title: string;
        };
        MilestoneInput: {
            /** Format: date */
            achievedAt?: string | null;
            /** @default null */
            fatherId?: string | null;
            kind?: string | null;
            note?: string | null;
            title?: string | null;
        };
        NewAlbumInput: {
            /**
             * @description One of the album's photos.
             * @default null
             */
            coverPhotoId?: string | null;
            /** @default null */
            cycleId?: string | null;
            description?: string | null;
            /** @default null */
            eventId?: string | null;
            /**
             * @description Null: everyone.
             * @default null
             */
            groupId?: string | null;
            title: string;
        };
        /** @description A correction of a submission. */
        NewAmendment: {
            /** @description The answers it replaces (null clears one); the others stay. */
            answers?: Record<string, unknown>;
            reason: string | null;
        };
        NewAnnouncementInput: {
            body: string;
            /**
             * @description On create: also e-mail it to every account in the audience.
             * @default null
             */
            email?: boolean | null;
            /**
             * @description Null or absent on create: everyone. On edit, null moves it to everyone.
             * @default null
             */
            groupId?: string | null;
            /** @default null */
            pinned?: boolean | null;
            /**
             * @description On create: also text its title and a link to the audience's fathers with sms consent.
             * @default null
             */
            text?: boolean | null;
            title: string;
        };
        NewConsentInput: {
            /** Format: date-time */
            grantedAt?: string | null;
            kind: components["schemas"]["ConsentKind"];
            note?: string | null;
            version?: string | null;
        };
        NewContactInput: {
            /** Format: date-time */
            at?: string | null;
            followUpDue?: null | string;
            method: components["schemas"]["ContactMethod"];
            /**
             * Format: int64
             * @description How long it took, 0–1440 (default 0).
             * @default null
             */
            minutes?: number | null;
            note?: string | null;
            outcome: components["schemas"]["ContactOutcome"];
            /**
             * @description Shown only to its author, the father's case manager and directors (default false).
             * @default null
             */
            sensitive?: boolean | null;
        };
        NewCycleInput: {
            /**
             * Format: double
             * @description The share of sessions attended that completes the course.
             * @default null
             */
            completionThreshold?: number | null;
            description?: string | null;
            /** Format: date */
            endDate: string;
            /**
             * @description Blank: none.
             * @default null
             */
            facilitatorId?: string | null;
            groupId: string;
            location?: string | null;
            /** @default null */
            schedule?: null | components["schemas"]["Schedule"];
            /** Format: date */
            startDate: string;
            title: string;
        };
        NewEnrolmentInput: {
            /**
             * @description Default on a new enrolment: his record's case manager.
             * @default null
             */
            caseManagerId?: string | null;
            enrolledAt?: null | string;
            exitReason?: string | null;
            exitedAt?: null | string;
            /** @description The program (on create only). */
            programId: string;
            /** @default null */
            status?: null | components["schemas"]["FatherStatus"];
        };
        /** @description An event's fields as a form sends them; absent fields are left as they are. */
        NewEventInput: {
            /** @default null */
            allDay?: boolean | null;
            description?: string | null;
            endsAt: string;
            /**
             * @description Null or absent on create: everyone. On edit, null moves it to everyone.
             * @default null
             */
            groupId?: string | null;
            location?: string | null;
            startsAt: string;
            title: string;
        };
        /**
         * @description Fields of a father record as sent by a client. On create, first and last name are
         *     required; on update, absent fields are left as they are.
         */
        NewFatherInput: {
            address?: string | null;
            /** @default null */
            caseManagerId?: string | null;
            /** @default null */
            children?: components["schemas"]["Child"][] | null;
            dateOfBirth?: null | string;
            email?: string | null;
            enrollmentDate?: null | string;
            exitDate?: null | string;
            exitReason?: string | null;
            fatherType?: null | ("biological" | "step" | "expectant" | "father figure") | string;
            firstName: string;
            lastName: string;
            notes?: string | null;
            phone?: string | null;
            /** @default null */
            preferredLanguage?: null | components["schemas"]["Language"];
            /**
             * @description The program he is enrolled in (on create only; needed once there are two programs).
             * @default null
             */
            programId?: string | null;
            referralSource?: string | null;
            /**
             * @description Whether his reminders also go by text (with his sms consent).
             * @default null
             */
            remindersSms?: boolean | null;
            setting?: null | ("community" | "incarcerated") | string;
            /** @default null */
            status?: null | components["schemas"]["FatherStatus"];
            /**
             * @description The father's own account, when he has one.
             * @default null
             */
            userId?: string | null;
        };
        /**
         * @description A form's name, kind, protocol and definition: a new draft's, or a draft's changes (each
         *     part given replaces the draft's).
         */
        NewFormInput: {
            /**
             * @description At most 200, each key unique; a choice or multi with its options, a scale with whole
             *     bounds, `min` below `max`.
             * @default null
             */
            fields?: components["schemas"]["FormField"][] | null;
            /**
             * @description At most 50.
             * @default null
             */
            flags?: components["schemas"]["Flag"][] | null;
            kind: components["schemas"]["FormKind"];
            /** @description In English (required) and Spanish. */
            name: components["schemas"]["Translated"];
            /** @default null */
            protocol?: null | components["schemas"]["Guidance"];
            /** @default null */
            scoring?: null | components["schemas"]["Scoring"];
            /**
             * @description At most 50.
             * @default null
             */
            sections?: components["schemas"]["Section"][] | null;
            /**
             * @description A father fills it himself from his home page once it is published (not a screening).
             * @default null
             */
            selfService?: boolean | null;
        };
        NewGroupInput: {
            description?: string | null;
            /**
             * @deprecated
             * @description Deprecated: send `facilitatorIds`. The group's one facilitator (blank: none).
             * @default null
             */
            facilitatorId?: string | null;
            /**
             * @description The staff accounts that facilitate it (a director sets them; a staff member who
             *     creates a group facilitates it).
             * @default null
             */
            facilitatorIds?: string[] | null;
            location?: string | null;
            meetingDay?: string | null;
            meetingTime?: string | null;
            name: string;
            /**
             * @description The program it belongs to: needed on create once there are two programs; a director
             *     moves a group to another.
             * @default null
             */
            programId?: string | null;
        };
        /** @description An incentive for one father. */
        NewIncentive: {
            /**
             * @description Give it even though he already has the same reward (default false).
             * @default null
             */
            allowDuplicate?: boolean | null;
            /**
             * Format: int64
             * @description In cents: 1–100000 ($1,000).
             * @default null
             */
            amountCents: number;
            /** Format: date-time */
            givenAt?: string | null;
            /** @default null */
            kind: components["schemas"]["IncentiveKind"];
            reason?: string | null;
            reference?: string | null;
            /**
             * @description The session it rewards: one whose roster he was on (a member of its group at its
             *     start, or marked for it). Null or blank: none.
             * @default null
             */
            sessionId?: string | null;
        };
        NewMember: {
            fatherId: string;
            /** Format: date-time */
            joinedAt?: string | null;
        };
        NewMessage: {
            body: string;
        };
        NewMilestoneInput: {
            /** Format: date */
            achievedAt?: string | null;
            fatherId: string;
            kind: string;
            note?: string | null;
            title: string;
        };
        NewProgramInput: {
            /**
             * @description True archives it (no new groups or enrolments), false brings it back.
             * @default null
             */
            archived?: boolean | null;
            /** @description Unique; 1–20 letters, digits or '-', kept in capitals. */
            code: string;
            /** @default null */
            confidential?: boolean | null;
            name: string;
        };
        NewReferralInput: {
            /** Format: date-time */
            madeAt?: string | null;
            note?: string | null;
            partner?: string | null;
            /** @default null */
            status?: null | components["schemas"]["ReferralStatus"];
            type: components["schemas"]["ReferralType"];
        };
        /** @description One incentive for each father of a session's roster (the form after attendance). */
        NewSessionIncentives: {
            /**
             * @description Give it also to those who already have it for this session (default false).
             * @default null
             */
            allowDuplicate?: boolean | null;
            /**
             * Format: int64
             * @description In cents: 1–100000 ($1,000).
             * @default null
             */
            amountCents: number;
            fatherIds: string[];
            /** @default null */
            kind: components["schemas"]["IncentiveKind"];
            reason?: string | null;
            reference?: string | null;
        };
        NewSessionInput: {
            /** Format: date-time */
            endsAt?: string | null;
            location?: string | null;
            notes?: string | null;
            /**
             * Format: int64
             * @default null
             */
            number?: number | null;
            /** Format: date-time */
            startsAt: string;
            /** @enum {string|null} */
            status?: "scheduled" | null;
            title?: string | null;
        };
        /** @description A form filled in. */
        NewSubmission: {
            /**
             * @description By question key: text and date (YYYY-MM-DD) as strings, number and scale as numbers,
             *     yesno as true/false, choice as an option's value, multi as a list of them.
             */
            answers?: Record<string, unknown>;
            /**
             * @description Keys of questions he declined to answer.
             * @default []
             */
            declined?: string[];
            /**
             * @description A published version.
             * @default null
             */
            formId: string;
            /**
             * @description A UUID the app made when the form was opened: sent again (a retry after a dropped
             *     connection), it answers the submission it made rather than making a second one. Made by
             *     the server when absent.
             * @default null
             */
            id?: string | null;
            /** @default null */
            phase?: null | components["schemas"]["Phase"];
        };
        NewText: {
            body: string;
        };
        NewUserBody: {
            displayName: string;
            email: string;
            firstName?: string;
            /**
             * @description A staff account (default: a father's).
             * @default null
             */
            isAdmin?: boolean | null;
            lastName?: string;
            /** @default null */
            preferredLanguage?: null | components["schemas"]["Language"];
            /** @default null */
            staffRole?: null | components["schemas"]["StaffRole"];
        };
        /** @description When a father's next reminder comes, and of what. */
        NextReminder: {
            /** Format: date-time */
            at: string;
            item: components["schemas"]["CalendarItem"];
            /**
             * Format: int64
             * @description 1440 (a day before) or 120 (two hours before).
             */
            offsetMinutes: number;
        };
        NoShow: {
            answer: components["schemas"]["RsvpAnswer"];
            fatherId: string;
            name: string;
        };
        OpenConversation: {
            /** @description The other person. */
            userId: string;
        };
        Participant: {
            /** @description A fellow father seen by a father: first name and last initial. */
            displayName: string;
            /** @description Null for a fellow father seen by a father: fathers see each other by name only. */
            userId?: string | null;
        };
        PasswordChange: {
            currentPassword: string;
            newPassword: string;
        };
        /**
         * @description What was recorded at each session of the range that has ended (staff; over the fathers
         *     in the reader's scope): the calendar shows past sessions by who came, not by answers.
         */
        PastAttendance: components["schemas"]["AttendanceCounts"] & {
            sessionId: string;
        };
        /**
         * @description Phase
         * @enum {string}
         */
        Phase: "pre" | "post";
        Photo: {
            albumId: string;
            caption: string;
            /**
             * @description A father pictured has no photo consent, so fathers do not see it (staff only: a
             *     father reads false, and never gets such a photo).
             */
            consentMissing: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            height?: number | null;
            id: string;
            status: components["schemas"]["PhotoStatus"];
            /** @description The fathers pictured (staff only: a father reads `[]`). */
            tags: string[];
            /** @description At most 400 px, signed for at most an hour; null until ready. */
            thumbUrl?: string | null;
            uploadedBy?: string | null;
            /** @description At most 2048 px, signed for at most an hour; null until ready. */
            url?: string | null;
            /**
             * Format: int64
             * @description Of the large variant (at most 2048 px); null until ready.
             */
            width?: number | null;
        };
        /**
         * Format: binary
         * @description An image file's bytes, as a body or an answer.
         */
        PhotoBytes: Blob;
        PhotoChanges: {
            caption: string;
        };
        PhotoForm: {
            caption?: string;
            /**
             * Format: binary
             * @description JPEG, PNG, WebP or GIF (by content), at most 25 MB and 50 megapixels.
             */
            file: Blob;
            /**
             * @description The fathers pictured: one `tags` part per father id (the part repeated), each a
             *     father in the uploader's groups or caseload; at most 50. Tagged in the transaction
             *     that writes the photo.
             */
            tags?: string[] | null;
        };
        /**
         * @description Where a photo is: its variants being made, ready to show, or failed for good. Staff
         *     see every status; a father only ready photos.
         * @enum {string}
         */
        PhotoStatus: "processing" | "ready" | "failed";
        /** @description The ids of the fathers pictured, all of them: the list replaces the photo's tags */
        PhotoTags: string[];
        /** @description Fields a user may change about themselves. Anything else is refused, not ignored. */
        ProfileChanges: {
            displayName?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            preferredLanguage?: null | components["schemas"]["Language"];
            reminders?: null | components["schemas"]["RemindersChange"];
        };
        /** @description A program: one grant's work, above its groups. */
        Program: {
            /** Format: date-time */
            archivedAt?: string | null;
            /** @description Short and unique: capitals, digits and '-' (the report's and the import's name for it). */
            code: string;
            /**
             * @description Invisible to staff who do not work in it: its groups, its enrolments, and that a
             *     father is in it.
             */
            confidential: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: int64
             * @description How many groups it holds.
             */
            groupCount: number;
            id: string;
            name: string;
            /** @description Who works in it. */
            staff: components["schemas"]["ProgramStaffMember"][];
            /** Format: date-time */
            updatedAt: string;
        };
        ProgramInput: {
            /**
             * @description True archives it (no new groups or enrolments), false brings it back.
             * @default null
             */
            archived?: boolean | null;
            /**
             * @description Unique; 1–20 letters, digits or '-', kept in capitals.
             * @default null
             */
            code?: string | null;
            /** @default null */
            confidential?: boolean | null;
            name?: string | null;
        };
        /**
         * @description Program role
         * @enum {string}
         */
        ProgramRole: "manager" | "staff";
        /** @description One staff member's place in a program, as a director sets it. */
        ProgramStaffInput: {
            role: components["schemas"]["ProgramRole"];
            userId: string;
        };
        /** @description A staff account working in a program. */
        ProgramStaffMember: {
            displayName: string;
            role: components["schemas"]["ProgramRole"];
            userId: string;
        };
        Progress: {
            atRisk: boolean;
            /** Format: int64 */
            attended: number;
            /**
             * Format: int64
             * @description Absences (absent, or not marked) in a row, most recent first; excused ones are skipped.
             */
            consecutiveAbsences: number;
            /**
             * Format: int64
             * @description Completed sessions held since he joined.
             */
            countable: number;
            /** Format: double */
            hours: number;
            /** Format: date-time */
            lastAttended?: string | null;
            /**
             * Format: double
             * @description attended ÷ countable, 0 when nothing counts yet.
             */
            rate: number;
        };
        PublicConfig: {
            /** @description "open" or "closed" */
            registration: string;
        };
        PublicKey: {
            /** @description The VAPID public key (base64url): the browser's `applicationServerKey`. */
            key: string;
        };
        /** @description A flag one of a father's submissions raises, as his record shows it. */
        RaisedFlag: {
            alert: boolean;
            formId: string;
            formName: components["schemas"]["Translated"];
            key: string;
            label: components["schemas"]["Translated"];
            referral?: null | components["schemas"]["ReferralType"];
            submissionId: string;
            /** Format: date-time */
            submittedAt: string;
        };
        ReadUpTo: {
            /** @description The newest message read. */
            upTo: string;
        };
        ReassignInput: {
            /** @description The staff account that becomes their case manager. */
            to: string;
        };
        Reassigned: {
            /**
             * Format: int64
             * @description How many fathers changed case manager.
             */
            moved: number;
        };
        /** @description The messages a client got on its stream, by id (1–100 of them). */
        Received: {
            messageIds: string[];
        };
        /** @description A referral of a father to a partner service. */
        Referral: {
            fatherId: string;
            /** @description Every status it has had, oldest first; the first is the one it was made with. */
            history: components["schemas"]["ReferralStep"][];
            id: string;
            /** Format: date-time */
            madeAt: string;
            /** @description Who made it (null once the account is gone). */
            madeBy?: string | null;
            note: string;
            /** @description The partner organisation (blank when not known yet). */
            partner: string;
            status: components["schemas"]["ReferralStatus"];
            type: components["schemas"]["ReferralType"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A referral in the list of every referral in a reader's scope: with the father's name. */
        ReferralEntry: components["schemas"]["Referral"] & {
            fatherName: string;
        };
        /** @description Case management's referrals made in a report's range. */
        ReferralFigures: {
            /** @description Those referrals by their current status (every status, 0 included). */
            byStatus: {
                [key: string]: number;
            };
            /** @description Referrals made, by type (every type, 0 included). */
            byType: {
                [key: string]: number;
            };
            /**
             * Format: int64
             * @description Unduplicated: fathers with at least one referral made in the range.
             */
            fathers: number;
        };
        ReferralInput: {
            /** Format: date-time */
            madeAt?: string | null;
            note?: string | null;
            partner?: string | null;
            /** @default null */
            status?: null | components["schemas"]["ReferralStatus"];
            /** @default null */
            type?: null | components["schemas"]["ReferralType"];
        };
        /**
         * @description Status
         * @enum {string}
         */
        ReferralStatus: "made" | "accepted" | "in-progress" | "completed" | "declined" | "no-show";
        /** @description One status of a referral: which, when, by whom (null once the account is gone). */
        ReferralStep: {
            /** Format: date-time */
            at: string;
            by?: string | null;
            status: components["schemas"]["ReferralStatus"];
        };
        /**
         * @description Type
         * @enum {string}
         */
        ReferralType: "employment" | "education" | "legal" | "child-support" | "housing" | "health" | "mental-health" | "substance-use" | "domestic-violence" | "other";
        RegisterBody: {
            displayName: string;
            email: string;
            firstName?: string | null;
            lastName?: string | null;
            password: string;
            /** @default null */
            preferredLanguage?: null | components["schemas"]["Language"];
        };
        /**
         * @description How a father is reminded of his sessions and events: by Web Push unless he turns it
         *     off, by e-mail only when he turns it on, by text (with his sms consent) unless he or
         *     staff turn it off (`sms` is kept on his father record, `remindersSms`; true without one).
         */
        ReminderPreferences: {
            email: boolean;
            push: boolean;
            sms: boolean;
        };
        /** @description How he wants to be reminded: `sms` absent is left as it is. */
        RemindersChange: {
            email: boolean;
            push: boolean;
            sms?: boolean | null;
        };
        Report: {
            /**
             * @description The fathers served in the range: age bands (on its last day), father type, setting
             *     and language.
             */
            demographics: components["schemas"]["Demographics"];
            /** Format: date */
            from: string;
            /** @description Every group, by name. */
            groups: components["schemas"]["GroupFigures"][];
            milestonesByKind: components["schemas"]["KindCount"][];
            /** @description Texts the program sent in the range (to the fathers in the reader's scope). */
            texts: components["schemas"]["TextFigures"];
            /** @description The program's time zone, whose days the range covers. */
            timeZone: string;
            /** Format: date */
            to: string;
            total: components["schemas"]["ReportFigures"];
        };
        ReportFigures: components["schemas"]["Attendance"] & {
            /**
             * @description Each assessment's change: the fathers with a pre and a post submission, the post
             *     made in the range, and the mean of each subscale before and after (per group: of its
             *     members of the range).
             */
            assessments: components["schemas"]["AssessmentChange"][];
            /**
             * Format: int64
             * @description Fathers who completed a course in the range (per group: one of its cycles).
             */
            completedCourse: number;
            /** @description Contacts logged in the range (per group: with its members of the range). */
            contacts: components["schemas"]["ContactFigures"];
            /**
             * Format: int64
             * @description Fathers whose exit date falls in the range (per group: those of them who were its
             *     members in the range, so a group never shows an exit the program does not).
             */
            exited: number;
            /**
             * @description Incentives given in the range, voided ones left out (per group: to its members of
             *     the range).
             */
            incentives: components["schemas"]["IncentiveFigures"];
            /**
             * Format: int64
             * @description Fathers whose enrollment date falls in the range (per group: who joined it).
             */
            newlyEnrolled: number;
            /** @description Referrals made in the range (per group: of its members of the range). */
            referrals: components["schemas"]["ReferralFigures"];
            /** @description Screenings made in the range, without names (per group: of its members of the range). */
            screenings: components["schemas"]["ScreeningFigures"];
        };
        ResetAnswer: {
            success: boolean;
        };
        ResetBody: {
            password: string;
            token: string;
        };
        /** @description One line of a session's roster: a father expected there, and what was recorded. */
        RosterEntry: {
            fatherId: string;
            firstName: string;
            lastName: string;
            /** Format: date-time */
            markedAt?: string | null;
            markedBy?: string | null;
            method?: null | components["schemas"]["AttendanceMethod"];
            /** Format: int64 */
            minutes?: number | null;
            /** @description Staff only: absent for fathers. */
            note?: string | null;
            rsvp?: null | components["schemas"]["Rsvp"];
            status?: null | components["schemas"]["AttendanceStatus"];
        };
        /**
         * @description Why a row cannot be imported, at one of its fields (`row` for the row as a whole), as an
         *     error answer names a field: a stable key with its values, and the sentence in the
         *     caller's language.
         */
        RowError: {
            /** @description The field (see `ImportField`), or `row`. */
            field: string;
            key: string;
            message: string;
            params: {
                [key: string]: string;
            };
        };
        /** @description A father's answer as he and staff see it. */
        Rsvp: {
            answer: components["schemas"]["RsvpAnswer"];
            /** Format: date-time */
            answeredAt: string;
            /** @description Trimmed; empty when he left none. */
            note: string;
        };
        /**
         * @description Answer
         * @enum {string}
         */
        RsvpAnswer: "yes" | "no" | "late";
        /** @description How many answered what, of an item's audience. */
        RsvpCounts: {
            /** Format: int64 */
            late: number;
            /** Format: int64 */
            no: number;
            /** Format: int64 */
            yes: number;
        };
        /** @description A father's answer to a session or an event. */
        RsvpInput: {
            /** @default  */
            answer: components["schemas"]["RsvpAnswer"];
            note?: string | null;
        };
        /**
         * @description Weekly sessions on chosen weekdays from the cycle's start date, until a count is
         *     reached or the end date passes, skipping given dates.
         */
        Schedule: {
            /** @description Stop after this many sessions (otherwise at `until`, or the cycle's end date). */
            count?: number | null;
            /** Format: int64 */
            durationMinutes: number;
            skipDates?: string[];
            /** @description Local start time, HH:MM. */
            startTime: string;
            /** @description IANA time zone of the program, e.g. "America/Chicago" (default UTC). */
            timezone?: string | null;
            /** Format: date */
            until?: string | null;
            weekdays: number[];
        };
        /**
         * @description Method
         * @enum {string}
         */
        ScoreMethod: "mean" | "sum" | "percent-correct";
        Scoring: {
            subscales?: components["schemas"]["Subscale"][];
        };
        /** @description Screenings made in a report's range. */
        ScreeningFigures: {
            /** Format: int64 */
            count: number;
            /**
             * Format: int64
             * @description Those that raised a flag.
             */
            flagged: number;
        };
        /**
         * @description A heading questions are grouped under, in both languages (optional: a field's `section`
         *     that names none is shown as written).
         */
        Section: {
            key: string;
            label?: components["schemas"]["Translated"];
        };
        Session: {
            /** Format: date-time */
            createdAt: string;
            cycleId: string;
            cycleTitle: string;
            /** Format: date-time */
            endsAt: string;
            groupId: string;
            id: string;
            location: string;
            /**
             * @description The statuses staff may move it to from its status (the transition rule); empty for
             *     fathers, who never change it.
             */
            nextStatuses: components["schemas"]["SessionStatus"][];
            /** @description Staff only: absent for fathers. */
            notes?: string | null;
            /** Format: int64 */
            number: number;
            /** Format: date-time */
            startsAt: string;
            status: components["schemas"]["SessionStatus"];
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SessionAnswer: {
            accessToken: string;
            /** Format: date-time */
            expiresAt: string;
            user: components["schemas"]["User"];
        };
        SessionCounts: {
            /** Format: int64 */
            late: number;
            /** Format: int64 */
            no: number;
            /**
             * Format: int64
             * @description Current members who have not answered.
             */
            none: number;
            /** Format: int64 */
            yes: number;
        };
        /**
         * @description What a session's form gave: the incentives created, and the fathers skipped because
         *     they already had this one for the session.
         */
        SessionIncentives: {
            created: components["schemas"]["Incentive"][];
            duplicates: string[];
        };
        SessionInput: {
            /** Format: date-time */
            endsAt?: string | null;
            location?: string | null;
            notes?: string | null;
            /**
             * Format: int64
             * @default null
             */
            number?: number | null;
            /** Format: date-time */
            startsAt?: string | null;
            /** @default null */
            status?: null | components["schemas"]["SessionStatus"];
            title?: string | null;
        };
        /** @description `GET /api/sessions/{id}/rsvps`: the answers of a session's group's current members. */
        SessionRsvps: {
            /** @description The members who answered, by name. */
            answers: components["schemas"]["MemberRsvp"][];
            counts: components["schemas"]["SessionCounts"];
            /** @description Those who answered yes or late and were marked absent (members or not any more). */
            noShows: components["schemas"]["NoShow"][];
        };
        /**
         * @description Session status
         * @enum {string}
         */
        SessionStatus: "scheduled" | "completed" | "cancelled";
        /**
         * @description Setting
         * @enum {string}
         */
        Setting: "community" | "incarcerated";
        SignInBody: {
            /** @default  */
            email?: string;
            /** @default  */
            password?: string;
        };
        StaffDashboard: {
            /** @description The latest activity, each entry with its subject (father, session, group…). */
            activity: components["schemas"]["Activity"][];
            /**
             * @description Fathers of cycles running now (or ended in the last two weeks) with two or more
             *     absences in a row or under 50 %.
             */
            atRisk: components["schemas"]["AtRisk"][];
            /**
             * @description The last 12 weeks (Monday to Sunday in the program's time zone), oldest first;
             *     the last is this week so far.
             */
            attendanceByWeek: components["schemas"]["Week"][];
            counts: components["schemas"]["Counts"];
            /** @description The next sessions and events. */
            upcoming: components["schemas"]["CalendarItem"][];
        };
        StaffGroup: {
            id: string;
            /** Format: int64 */
            memberCount: number;
            name: string;
        };
        /**
         * @description A staff account as every staff member may know it: who facilitates a group, who
         *     manages a father's case.
         */
        StaffMember: {
            displayName: string;
            id: string;
            staffRole: components["schemas"]["StaffRole"];
        };
        StaffPage: {
            /**
             * Format: int64
             * @description The fathers whose case manager he is.
             */
            caseload: number;
            email: string;
            /** @description The groups he facilitates, by name, with their current member counts. */
            groups: components["schemas"]["StaffGroup"][];
            member: components["schemas"]["StaffMember"];
            /**
             * Format: int64
             * @description Open follow-ups of the fathers in his scope (up to 100).
             */
            openFollowUps: number;
        };
        /**
         * @description Staff role
         * @enum {string}
         */
        StaffRole: "director" | "staff";
        /** @description What the thing an activity is about is, for linking from the feed. */
        Subject: {
            id: string;
            kind: string;
        };
        /** @description A form filled for a father: never changed, only amended. */
        Submission: {
            /** @description Oldest first. */
            amendments: components["schemas"]["Amendment"][];
            /** @description With every amendment applied. */
            answers: Record<string, unknown>;
            /** @description Questions he declined to answer. */
            declined: string[];
            fatherId: string;
            /** @description The flags the answers raise (empty for a reader who may not see sensitive answers). */
            flags: string[];
            formFamilyId: string;
            /** @description The version it answered. */
            formId: string;
            formKind: components["schemas"]["FormKind"];
            formName: components["schemas"]["Translated"];
            id: string;
            /** @description The answers as first submitted. */
            original: Record<string, unknown>;
            originalDeclined: string[];
            phase?: null | components["schemas"]["Phase"];
            /** @description The keys of the sensitive answers this reader gets as null. */
            redacted: string[];
            /** @description Each subscale's score (null: fewer than half its questions answered). */
            scores: Record<string, unknown>;
            /** Format: date-time */
            submittedAt: string;
            /** @description Who filled it in: a staff member, or the father himself. */
            submittedBy?: string | null;
            submittedByName: string;
            /** Format: int64 */
            version: number;
        };
        /** @description A score over some of the questions. */
        Subscale: {
            /** @description percent-correct: each scored question's correct answer. */
            correct?: Record<string, unknown>;
            /** @description The questions it scores. */
            fields: string[];
            key: string;
            label?: components["schemas"]["Translated"];
            method: components["schemas"]["ScoreMethod"];
            /** @description Questions counted as `min + max − answer` (mean and sum). */
            reverse?: string[];
        };
        /**
         * @description One subscale before and after: the mean of the fathers' pre scores and of their post
         *     scores (each over the fathers with a score), and the change between them.
         */
        SubscaleChange: {
            /** Format: double */
            change?: number | null;
            key: string;
            label: components["schemas"]["Translated"];
            /** Format: double */
            post?: number | null;
            /** Format: double */
            pre?: number | null;
        };
        /** @description The browser's `PushSubscription` JSON plus the user agent. */
        SubscriptionInput: {
            /**
             * Format: uri
             * @description The push service's URL (at most 2048 characters).
             */
            endpoint: string;
            /** Format: double */
            expirationTime?: number | null;
            keys: components["schemas"]["SubscriptionKeys"];
            userAgent?: string | null;
        };
        SubscriptionKeys: {
            auth: string;
            p256dh: string;
        };
        /** @description A sentence and its names, as stored and sent (`{"key": "joined", "names": {"father": …}}`). */
        Summary: {
            /** @description Which sentence, e.g. "joined", "sessionStatus". */
            key: string;
            /**
             * @description The names it mentions, e.g. {"father": "Marcus Hill", "group": "Tuesday Dads"}; a
             *     session's `status` is its value (scheduled, completed, cancelled).
             */
            names: {
                [key: string]: string;
            };
        };
        /** @description A text to or from a father. */
        Text: {
            body: string;
            /** Format: date-time */
            createdAt: string;
            direction: components["schemas"]["TextDirection"];
            encoding: components["schemas"]["Encoding"];
            /**
             * @description Why it failed: the provider's error code, or `expired` (a reminder of an item that
             *     had started), `no-consent`, `no-phone`, `gave-up` (the provider kept failing for a
             *     day), `withdrawn` (its announcement was deleted).
             */
            errorCode?: string | null;
            fatherId: string;
            id: string;
            kind: components["schemas"]["TextKind"];
            /** @description The provider's id for it (Twilio's `sid`). */
            providerId?: string | null;
            /** Format: int64 */
            segments: number;
            /** @description The staff member who wrote it (a staff message). */
            sentBy?: string | null;
            sentByName?: string | null;
            status: components["schemas"]["TextStatus"];
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description Direction
         * @enum {string}
         */
        TextDirection: "out" | "in";
        /** @description Texts sent in a report's range. */
        TextFigures: {
            /** Format: int64 */
            delivered: number;
            /**
             * Format: int64
             * @description Never reached him: failed or undelivered.
             */
            failed: number;
            /**
             * Format: int64
             * @description Unduplicated: fathers at least one text reached (sent or delivered).
             */
            fathersReached: number;
            /**
             * Format: int64
             * @description Handed to the provider (delivered, waiting for word, or undelivered).
             */
            sent: number;
        };
        /**
         * @description Kind
         * @enum {string}
         */
        TextKind: "message" | "reminder" | "announcement" | "confirmation" | "help" | "reply";
        /**
         * @description Status
         * @enum {string}
         */
        TextStatus: "queued" | "sent" | "delivered" | "undelivered" | "failed" | "received";
        Today: {
            /**
             * Format: date
             * @description The program's day (its time zone), YYYY-MM-DD.
             */
            day: string;
            /** @description His open follow-ups (of the fathers in his scope), counted up to 100. */
            followUps: components["schemas"]["FollowUpCounts"];
            /** @description Today's sessions of the groups he facilitates (a director: of every group), by start. */
            sessions: components["schemas"]["TodaySession"][];
            /**
             * Format: int64
             * @description Messages he has not read yet.
             */
            unreadMessages: number;
        };
        TodaySession: {
            /** @description What has been recorded so far, over the fathers in his scope. */
            attendance: components["schemas"]["AttendanceCounts"];
            /** @description The answers of the group's current members in his scope (`none`: not answered yet). */
            rsvps: components["schemas"]["SessionCounts"];
            /** @description The session as the calendar shows it (its id, title, times, place, group, status, cycle). */
            session: components["schemas"]["CalendarItem"];
        };
        /**
         * @description A label in both languages the program speaks: a form's name, a section's, a question's,
         *     an option's. English is required (not blank); Spanish may be left blank, and English is
         *     shown instead.
         */
        Translated: {
            /** @default  */
            en?: string;
            /** @default  */
            es?: string;
        };
        /**
         * @description An import undone: the records it created are deleted and the fields it changed restored,
         *     but for the rows left alone.
         */
        UndoneImport: components["schemas"]["Import"] & {
            /** Format: int32 */
            deleted: number;
            leftAlone: components["schemas"]["LeftAlone"][];
            /** Format: int32 */
            restored: number;
        };
        /** @description What the signed-in user has not read yet. */
        Unread: {
            /** Format: int64 */
            announcements: number;
            /**
             * Format: int64
             * @description Unread messages over all the user's conversations.
             */
            messages: number;
            /**
             * Format: int64
             * @description Staff: texts from the fathers in their scope nobody has read yet (0 for a father).
             */
            texts: number;
        };
        Unsubscribe: {
            endpoint: string;
        };
        /** @description An account as every answer shows it. It has no password field: hashes never leave `db`. */
        User: {
            /** Format: date-time */
            createdAt: string;
            displayName: string;
            email: string;
            firstName: string;
            id: string;
            isAdmin: boolean;
            lastName: string;
            /** Format: date-time */
            lastSignInAt?: string | null;
            /** @example en */
            preferredLanguage: string;
            /** @description How he is reminded of his sessions and events. */
            reminders: components["schemas"]["ReminderPreferences"];
            staffRole?: null | components["schemas"]["StaffRole"];
            /** Format: date-time */
            updatedAt: string;
        };
        UserChanges: {
            displayName?: string | null;
            email?: string | null;
            firstName?: string | null;
            /** @description false: a father's account; true alone: staff (a staff account keeps its role). */
            isAdmin?: boolean | null;
            lastName?: string | null;
            preferredLanguage?: null | components["schemas"]["Language"];
            staffRole?: null | components["schemas"]["StaffRole"];
        };
        Version: {
            buildId: string;
            version: string;
        };
        VoidIncentive: {
            reason: string;
        };
        Week: {
            /** Format: int64 */
            attended: number;
            /** Format: int64 */
            countable: number;
            /**
             * Format: double
             * @description Attended ÷ countable over the week's held sessions; 0 when nothing counts.
             */
            rate: number;
            /**
             * Format: int64
             * @description Sessions held (completed) that week.
             */
            sessions: number;
            /**
             * Format: date
             * @description Its Monday, in the program's time zone.
             */
            weekStart: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    list_activities: {
        parameters: {
            query?: {
                /** @description Default 50, at most 500. */
                limit?: number;
                /** @description The id of the last activity already shown, or an RFC 3339 instant. */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `before`: an activity on file, or an instant
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cleanup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CleanupBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanupResult"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    candidates: {
        parameters: {
            query?: {
                /** @description Only accounts created more than this many days ago (default 30). */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_albums: {
        parameters: {
            query?: {
                /** @description 1–500. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Album"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_album: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAlbumInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Album"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `groupId`, `cycleId`, `eventId`: a group, cycle or event on file; `coverPhotoId`: one of the album's photos
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_album: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Album"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_album: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_album: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlbumInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Album"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `groupId`, `cycleId`, `eventId`: a group, cycle or event on file; `coverPhotoId`: one of the album's photos
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_photos: {
        parameters: {
            query?: {
                /** @description A photo id: the page starts after it. */
                after?: string;
                /** @description 1–500 (default 100). */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upload_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PhotoForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `file`: the whole of a JPEG, PNG, WebP or GIF image; `tags`: fathers on file, each added or removed in your groups or caseload
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_announcements: {
        parameters: {
            query?: {
                /** @description 1–500. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAnnouncementInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `groupId`: a group on file
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `groupId`: a group on file
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    at_risk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AtRisk"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forgot_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotAnswer"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetAnswer"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `resetLinkInvalid`: the token is that of a reset link still valid
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sign_in: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sign_out: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts from this address or for this account: wait a minute. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_calendar: {
        parameters: {
            query: {
                /** @description RFC 3339 with the viewer's offset, e.g. 2026-05-01T00:00:00-05:00; years 1900–9999 */
                from: string;
                /** @description RFC 3339; after `from` and at most 400 days after it; years 1900–9999 */
                to: string;
                programId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarItem"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `from`, `to`: to after from and at most 400 days after it, each instant's date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_past_attendance: {
        parameters: {
            query: {
                /** @description RFC 3339 with the viewer's offset, e.g. 2026-05-01T00:00:00-05:00; years 1900–9999 */
                from: string;
                /** @description RFC 3339; after `from` and at most 400 days after it; years 1900–9999 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PastAttendance"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `from`, `to`: to after from and at most 400 days after it, each instant's date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_feed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedUrl"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotate_feed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedUrl"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    check_in: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckInInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckedIn"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `checkInCodeInvalid`: a code a session holds within its check-in window, of a session in his groups (a wrong code, an expired one and one of a session outside his groups get the same answer)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    public_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revoke_consent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consent"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    contacts: {
        parameters: {
            query?: {
                /** @description Staff: part of a name or e-mail. Fathers always get the staff. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_contact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_contact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseContact"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `at`: not in the future (past a few minutes' clock skew), its date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    follow_up_done: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseContact"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `followUpDue`: a contact that has a follow-up
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_conversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    open_conversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenConversation"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `userId`: someone on file you may write to, other than yourself
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_conversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_messages: {
        parameters: {
            query?: {
                /** @description A message id: the page holds older messages only. */
                before?: string;
                /** @description 1–100 (default 50). */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    send_message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_conversation_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadUpTo"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `upTo`: a message of this conversation
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_cycles: {
        parameters: {
            query?: {
                /** @description 1–500. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_cycle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCycleInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `endDate`: not before the start date; `groupId`: a group on file; `facilitatorId`: a staff account; `schedule.timezone`: a zone of the tz database (e.g. America/Chicago)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_cycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_cycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_cycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CycleInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cycle"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `endDate`: not before the start date (sent or on file); `groupId`: a group on file; `facilitatorId`: a staff account; `schedule`: sessions are generated from a schedule only when a cycle is created
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Attendance was taken in the cycle: its group cannot change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cycle_matrix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Matrix"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cycle_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cycle_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CycleProgress"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_cycle_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSessionInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `endsAt`: after the start, at most 24 hours later; `number`: not another session's of the cycle
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dashboard: {
        parameters: {
            query?: {
                programId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no such program */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_enrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrolment"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `programId`: other than its own; `exitedAt`: after today or before `enrolledAt`; `caseManagerId`: not a staff account
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description reopened beside another open enrolment in its program */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_events: {
        parameters: {
            query?: {
                /** @description 1–500. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewEventInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `startsAt`, `endsAt`: a day only when allDay, an instant otherwise; the end not before the start, at most 31 days after it; each date in the years 1900–9999 in UTC too; `groupId`: a group on file
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `startsAt`, `endsAt`: a day only when the event lasts all day (allDay sent or on file), an instant otherwise, both sent when allDay changes; the end not before the start, at most 31 days after it; each date in the years 1900–9999 in UTC too; `groupId`: a group on file
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answer_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RsvpInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rsvp"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_fathers: {
        parameters: {
            query?: {
                /** @description Matches name, e-mail or phone. */
                q?: string;
                status?: ("referred" | "enrolled" | "completed" | "exited") | string;
                groupId?: string;
                /** @description Those whose case manager is this staff account. */
                caseManagerId?: string;
                /**
                 * @description Those enrolled in this program; with `status`, whose enrolment in it has that status.
                 *     A program confidential to the caller holds nobody.
                 */
                programId?: string;
                sort?: "" | "name" | "-name" | "created" | "-created";
                /** @description 1–500 (default 50). */
                limit?: number;
                offset?: number;
                /**
                 * @description Start just after the row this cursor (a full page's `x-next-cursor`) names; the
                 *     same sort as that page.
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The next page's cursor, on a full page */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FatherSummary"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `cursor`: one this list gave out; `offset`: not given with a cursor
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_father: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewFatherInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Father"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `caseManagerId`: a staff account; `userId`: a father's account not linked to another record; `exitDate`: not before the enrollment date, not after the program's today; `phone`: a number of a length its country's numbers have (libphonenumber, without +, a number of FM_PHONE_REGION); `programId`: a program not archived, needed once there are two
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `programId`: no such program, or one confidential to others */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    export_fathers: {
        parameters: {
            query?: {
                /** @description Matches name, e-mail or phone. */
                q?: string;
                status?: ("referred" | "enrolled" | "completed" | "exited") | string;
                groupId?: string;
                /** @description Those whose case manager is this staff account. */
                caseManagerId?: string;
                /**
                 * @description Those enrolled in this program; with `status`, whose enrolment in it has that status.
                 *     A program confidential to the caller holds nobody.
                 */
                programId?: string;
                sort?: "" | "name" | "-name" | "created" | "-created";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_father: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Father"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_father: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a director: only directors delete a record */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description He has history (attendance, contacts, referrals, consents or incentives): exit him instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_father: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FatherInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Father"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `caseManagerId`: a staff account; `userId`: a father's account not linked to another record; `exitDate`: not before the enrollment date (sent or on file), not after the program's today; `phone`: a number of a length its country's numbers have (libphonenumber, without +, a number of FM_PHONE_REGION)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    father_activity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    father_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryEntry"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_letter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceLetter"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    certificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_consents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consent"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    record_consent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewConsentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consent"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `grantedAt`: not in the future (past a few minutes' clock skew), its date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_contacts: {
        parameters: {
            query?: {
                /** @description 1–500 (default 50). */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseContact"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_contact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewContactInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseContact"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `at`: not in the future (past a few minutes' clock skew), its date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrol: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewEnrolmentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrolment"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `programId`: archived; `exitedAt`: after today or before `enrolledAt`; `caseManagerId`: not a staff account
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description he has an open enrolment in this program */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    export_father: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description attachment; filename="father-<id>.json" */
                    "content-disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FatherExport"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_incentives: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incentive"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    give_incentive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewIncentive"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incentive"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `sessionId`: a session whose roster he was on; `givenAt`: its date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invite_father: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Father"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `email`: the record on file has an e-mail address to send the invitation to
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_father_photo: {
        parameters: {
            query?: {
                /** @description The record's `photoKey`, which a new photo changes (any text: the server reads none of it). */
                v?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": components["schemas"]["PhotoBytes"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait a minute. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    put_photo: {
        parameters: {
            query?: {
                /** @description The original file name, kept (sanitised) in the stored key. */
                filename?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/*": components["schemas"]["PhotoBytes"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Father"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `photo`: a JPEG, PNG, WebP or GIF image; `file`: the whole of it (not cut off)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait a minute. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    father_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Progress"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_referrals: {
        parameters: {
            query?: {
                /** @description 1–500 (default 50). */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_referral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewReferralInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `madeAt`: its date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_submissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSubmission"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `formId`: a published form on file (a father's: self-service, not a screening); `phase`: pre or post for an assessment, none for any other form; `{question}`: each answer, named by its question's key, a question of the form, of its type, options and bounds, every required question answered or declined and none both; `id`: a UUID written with its hyphens; `answers`, `declined`: at most 200 keys each
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a draft or an archived form; an `id` another submission holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_texts: {
        parameters: {
            query?: {
                /** @description A text id: the page holds older texts only. */
                before?: string;
                /** @description 1–100 (default 50). */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Text"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    send_text: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewText"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Text"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_texts_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_follow_ups: {
        parameters: {
            query?: {
                when?: "overdue" | "today" | "week";
                /** @description 1–500 (default 50). */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowUp"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_forms: {
        parameters: {
            query?: {
                /** @description Only forms of this kind. */
                kind?: components["schemas"]["FormKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_form: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewFormInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `name`: its English not blank; `sections`: each key unique, each label's English not blank; `fields`: each key unique, each label's English not blank, a choice or multi with options of distinct values, bounds only on a number, a scale or a text, a scale's whole and increasing; `scoring`: a subscale's key unique, its questions among the form's and answered by numbers, a reversed one with bounds, a percent-correct one with each correct answer valid; `flags`: each key unique, at least one condition, each on a question of the form with answers it takes; `selfService`: never on a screening
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_form: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_form: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `name`: its English not blank; `sections`: each key unique, each label's English not blank; `fields`: each key unique, each label's English not blank, a choice or multi with options of distinct values, bounds only on a number, a scale or a text, a scale's whole and increasing; `scoring`: a subscale's key unique, its questions among the form's and answered by numbers, a reversed one with bounds, a percent-correct one with each correct answer valid; `flags`: each key unique, at least one condition, each on a question of the form with answers it takes; `selfService`: never on a screening
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    archive_form: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    publish_form: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `fields`: at least one question
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_versions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    new_version: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_groups: {
        parameters: {
            query?: {
                /** @description Only this program's groups (staff). */
                programId?: string;
                /** @description 1–500 (default 50). */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_group: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewGroupInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `facilitatorId`, `facilitatorIds`: staff accounts; `programId`: a program not archived, needed once there are two
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `programId`: no such program, or one confidential to others */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_group: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_group: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_group: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `facilitatorId`, `facilitatorIds`: staff accounts; `programId`: a program not archived (directors move a group)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    add_member: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMember"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `fatherId`: a father on file; `joinedAt`: not before the end of his last stay in the group
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    remove_member: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                father_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    home: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Home"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_imports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Import"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    import_fathers: {
        parameters: {
            query?: {
                /** @description The program new records are enrolled in (required once there are two open programs). */
                programId?: string;
                /** @description Only say what each row would do; write nothing. */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportForm"];
            };
        };
        responses: {
            /** @description the dry run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreview"];
                };
            };
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Import"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `file`: not UTF-8 CSV with a header, or over 5,000 rows or 200 columns; `mapping`: not an object of header columns and fields, or a field filled twice; `programId`: required once there are two programs, or archived; `rows`: rows with errors (each bad field named by its line and field, as rows[4].email), and nothing imported
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no such program */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    undo_import: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoneImport"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already undone */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_incentive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description always: an incentive is never deleted, only voided */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    void_incentive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoidIncentive"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incentive"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patch_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileChanges"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_consents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consent"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    export_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description attachment; filename="father-<id>.json" */
                    "content-disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FatherExport"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Father"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    own_forms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    next_reminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null | components["schemas"]["NextReminder"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `currentPassword`: your password as it is
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    own_submissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_milestones: {
        parameters: {
            query?: {
                fatherId?: string;
                /** @description 1–500 (default 50). */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_milestone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMilestoneInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `fatherId`: a father on file in your scope
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_milestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_milestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MilestoneInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `fatherId`: a milestone stays with its father
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoChanges"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_photo_tags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoTags"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `tags`: fathers on file, each added or removed in your groups or caseload
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_programs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_program: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewProgramInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `code`: another program has it
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_program: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `code`: another program has it
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_program_staff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramStaffInput"][];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `userId`: not a staff account, or named twice
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    public_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicKey"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionInput"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `endpoint`: on a push service the server allows (FM_PUSH_ALLOWED)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The endpoint belongs to another session that still lasts, and the keys are not its */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Unsubscribe"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    all_referrals: {
        parameters: {
            query?: {
                /** @description Only referrals with this status. */
                status?: components["schemas"]["ReferralStatus"];
                /** @description Only referrals of this type. */
                type?: components["schemas"]["ReferralType"];
                /** @description Default 50, at most 500. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralEntry"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_referral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_referral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `madeAt`: its date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    incentives_csv: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, years 1900–9999), in the program's time zone. */
                from: string;
                /** @description Last day, inclusive (YYYY-MM-DD, years 1900–9999). */
                to: string;
                programId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `to`: not before from, less than 1,098 days after it
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no such program */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    summary: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, years 1900–9999), in the program's time zone. */
                from: string;
                /** @description Last day, inclusive (YYYY-MM-DD, years 1900–9999). */
                to: string;
                programId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `to`: not before from, less than 1,098 days after it
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no such program */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    summary_csv: {
        parameters: {
            query: {
                /** @description First day (YYYY-MM-DD, years 1900–9999), in the program's time zone. */
                from: string;
                /** @description Last day, inclusive (YYYY-MM-DD, years 1900–9999). */
                to: string;
                programId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `to`: not before from, less than 1,098 days after it
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no such program */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    coming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coming"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answer_by_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkAnswer"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `token`: a reminder e-mail's link the server signed
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_sessions: {
        parameters: {
            query?: {
                /** @description RFC 3339, years 1900–9999. Default: now minus a day. */
                from?: string;
                /** @description RFC 3339, years 1900–9999. Default: `from` plus eight days. */
                to?: string;
                /** @description 1–500 (default 200). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `from`, `to`: to after from, each instant's date in the years 1900–9999 in UTC too
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `endsAt`: after the start (sent or on file), at most 24 hours later; `status`: a change the session's status may take from the one on file; `number`: not another session's of the cycle
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_attendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterEntry"][];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    put_attendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkInput"][];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterEntry"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `fatherId`: a father on the session's roster
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `error.conflicts`: the changed fathers' marks as they are now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_check_in_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckInCode"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_check_in_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckInCode"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    give_session_incentives: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSessionIncentives"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionIncentives"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `fatherIds`: fathers on the session's roster
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answer_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RsvpInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rsvp"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    session_rsvps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionRsvps"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sms_inbound: {
        parameters: {
            query?: never;
            header?: {
                /** @description The provider's signature */
                "X-Twilio-Signature"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sms_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description The provider's signature */
                "X-Twilio-Signature"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    staff_accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    staff_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPage"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reassign_caseload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reassigned"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `to`: another staff account
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    stream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    received: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Received"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    put_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description always: a submission never changes, it is amended */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description always: a submission never changes, it is amended */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patch_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description always: a submission never changes, it is amended */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    amend_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAmendment"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `answers`: at least one; `{question}`: each answer, named by its question's key, a question of the form, of its type, options and bounds, every required question still answered or declined
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    texts_inbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxRow"][];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    today: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Today"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unread"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_users: {
        parameters: {
            query?: {
                /** @description Matches display name, first or last name, or e-mail (case-insensitive). */
                q?: string;
                /** @description Default 100, at most 500. */
                limit?: number;
                offset?: number;
                /** @description Start just after the account this cursor (a full page's `x-next-cursor`) names. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The next page's cursor, on a full page */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `cursor`: one this list gave out; `offset`: not given with a cursor
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUserBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `staffRole`: given exactly when isAdmin is true
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    accounts_to_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountToLink"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserChanges"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /**
             * @description The input is not valid: `fields` names each field and what is wrong with it. No text may hold a control character other than tab, line feed and carriage return (key `textControlCharacters`), wherever it is.
             *
             *     Refused too, by rules the schema cannot state: `staffRole`: given only when the account is staff (isAdmin sent or on file)
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the access token has expired: renew it and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A dependency (the database, storage) is not available right now: try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request took longer than the time-out (70 s). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}

//! The e-mails we send, in English and Spanish, chosen by the user's preferred language.

use crate::domain::Language;

pub struct Email {
    pub subject: String,
    pub text: String,
    pub html: String,
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn compose(subject: String, greeting: String, lines: &[&str], link: &str, button: &str, footer: &str) -> Email {
    // Plain text has no button: what the button does, then the address, last, as the
    // footer of the HTML part ends with it.
    let text = format!("{greeting}\n\n{}\n\n{button}:\n{link}\n", lines.join("\n\n"));
    // pre-line: the line breaks of a text someone typed (an announcement) stay.
    let paragraphs: String =
        lines.iter().map(|l| format!("<p style=\"white-space:pre-line\">{}</p>", escape(l))).collect();
    let html = format!(
        "<!doctype html><html><body style=\"font-family:sans-serif;line-height:1.5\">\
         <p>{}</p>{paragraphs}<p><a href=\"{link}\" style=\"display:inline-block;padding:10px 16px;\
         background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none\">{}</a></p>\
         <p style=\"font-size:12px;color:#555\">{}<br>{link}</p></body></html>",
        escape(&greeting),
        escape(button),
        escape(footer),
        link = escape(link),
    );
    Email { subject, text, html }
}

pub fn password_reset(language: Language, name: &str, link: &str) -> Email {
    match language {
        Language::En => compose(
            "Reset your Fatherhood Matters password".into(),
            format!("Hello {name},"),
            &[
                "We received a request to reset the password of your Fatherhood Matters account.",
                "Use the link below within one hour to choose a new password. If you did not ask for this, you can ignore this e-mail.",
            ],
            link,
            "Choose a new password",
            "If the button does not work, copy this address into your browser:",
        ),
        Language::Es => compose(
            "Restablece tu contraseña de Fatherhood Matters".into(),
            format!("Hola {name}:"),
            &[
                "Recibimos una solicitud para restablecer la contraseña de tu cuenta de Fatherhood Matters.",
                "Usa el enlace de abajo dentro de una hora para elegir una contraseña nueva. Si no lo pediste, puedes ignorar este correo.",
            ],
            link,
            "Elegir una contraseña nueva",
            "Si el botón no funciona, copia esta dirección en tu navegador:",
        ),
    }
}

/// Sent when staff create an account: the person sets their own password.
pub fn welcome(language: Language, name: &str, link: &str) -> Email {
    match language {
        Language::En => compose(
            "Welcome to Fatherhood Matters".into(),
            format!("Hello {name},"),
            &[
                "A Fatherhood Matters account has been created for you.",
                "Use the link below to choose your password (it works for 7 days), then sign in with your e-mail address.",
            ],
            link,
            "Choose your password",
            "If the button does not work, copy this address into your browser:",
        ),
        Language::Es => compose(
            "Bienvenido a Fatherhood Matters".into(),
            format!("Hola {name}:"),
            &[
                "Se ha creado una cuenta de Fatherhood Matters para ti.",
                "Usa el enlace de abajo para elegir tu contraseña (funciona durante 7 días) y luego inicia sesión con tu correo electrónico.",
            ],
            link,
            "Elegir mi contraseña",
            "Si el botón no funciona, copia esta dirección en tu navegador:",
        ),
    }
}

/// An announcement, sent when its author ticked "also e-mail". The body is the
/// author's plain text (escaped in the HTML part); the link opens the announcements.
pub fn announcement(language: Language, name: &str, title: &str, body: &str, link: &str) -> Email {
    let (greeting, button, footer) = match language {
        Language::En => (
            format!("Hello {name},"),
            "Open the announcements",
            "If the button does not work, copy this address into your browser:",
        ),
        Language::Es => (
            format!("Hola {name}:"),
            "Abrir los anuncios",
            "Si el botón no funciona, copia esta dirección en tu navegador:",
        ),
    };
    compose(format!("{title} — Fatherhood Matters"), greeting, &[title, body], link, button, footer)
}

/// A reminder of a session or an event: what, when and where, the link to it, and one
/// link per answer ("I'll be there", "Can't make it", "Running late"), each signed for
/// this father and this answer so it works without signing in.
pub fn reminder(
    language: Language,
    name: &str,
    heading: &str,
    details: &str,
    item_link: &str,
    answers: &[(String, String)],
) -> Email {
    let (greeting, question, open) = match language {
        Language::En => (format!("Hello {name},"), "Will you be there? One tap tells the staff:", "Open it in the app"),
        Language::Es => {
            (format!("Hola {name}:"), "¿Vas a ir? Con un toque se lo dices al equipo:", "Abrirlo en la aplicación")
        }
    };
    let answer_lines: String = answers.iter().map(|(label, link)| format!("{label}: {link}\n")).collect();
    let text = format!("{greeting}\n\n{heading}\n{details}\n\n{question}\n{answer_lines}\n{open}: {item_link}\n");
    let buttons: String = answers
        .iter()
        .map(|(label, link)| {
            format!(
                "<a href=\"{}\" style=\"display:inline-block;margin:0 8px 8px 0;padding:10px 16px;\
                 background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none\">{}</a>",
                escape(link),
                escape(label)
            )
        })
        .collect();
    let html = format!(
        "<!doctype html><html><body style=\"font-family:sans-serif;line-height:1.5\">\
         <p>{}</p><p><strong>{}</strong><br>{}</p><p>{}</p><p>{buttons}</p>\
         <p><a href=\"{}\">{}</a></p></body></html>",
        escape(&greeting),
        escape(heading),
        escape(details),
        escape(question),
        escape(item_link),
        escape(open),
    );
    Email { subject: format!("{heading} — Fatherhood Matters"), text, html }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_text_email_ends_with_the_address_its_words_point_to() {
        let link = "https://fm.example/forgot-password?token=abc";
        for language in [Language::En, Language::Es] {
            for email in [welcome(language, "Sam", link), password_reset(language, "Sam", link)] {
                assert!(email.text.trim_end().ends_with(link), "{}", email.text);
                assert!(
                    !email.text.contains("copy this address") && !email.text.contains("copia esta"),
                    "{}",
                    email.text
                );
            }
        }
        let mail = welcome(Language::En, "Sam", link);
        assert!(mail.text.ends_with(&format!("Choose your password:\n{link}\n")), "{}", mail.text);
    }

    #[test]
    fn reset_mail_speaks_the_users_language_and_carries_the_link() {
        let en = password_reset(Language::En, "Sam", "http://x/forgot-password?token=abc");
        assert!(en.subject.starts_with("Reset"));
        assert!(en.text.contains("http://x/forgot-password?token=abc"));
        let es = password_reset(Language::Es, "Sam", "http://x/forgot-password?token=abc");
        assert!(es.subject.starts_with("Restablece"));
        assert!(es.html.contains("Hola Sam"));
    }

    #[test]
    fn an_announcement_keeps_its_text_and_escapes_it_in_html() {
        let mail = announcement(Language::Es, "Sam", "Picnic", "Bring <kids>\nand food", "http://x/announcement");
        assert_eq!(mail.subject, "Picnic — Fatherhood Matters");
        assert!(mail.text.contains("Bring <kids>\nand food"));
        assert!(mail.html.contains("Bring &lt;kids&gt;"));
        assert!(mail.html.contains("Abrir los anuncios"));
    }

    #[test]
    fn names_are_escaped_in_html() {
        let mail = password_reset(Language::En, "<b>x</b>", "http://x");
        assert!(!mail.html.contains("<b>x</b>"));
    }

    #[test]
    fn a_reminder_carries_one_link_per_answer_and_escapes_the_title() {
        let answers = vec![("I'll be there".to_owned(), "http://x/rsvp?token=a&b".to_owned())];
        let mail = reminder(Language::En, "Sam", "Tomorrow: <Session>", "Tuesday", "http://x/calendar/1", &answers);
        assert_eq!(mail.subject, "Tomorrow: <Session> — Fatherhood Matters");
        assert!(mail.text.contains("I'll be there: http://x/rsvp?token=a&b"));
        assert!(mail.html.contains("Tomorrow: &lt;Session&gt;"));
        assert!(mail.html.contains("href=\"http://x/rsvp?token=a&amp;b\""));
    }
}

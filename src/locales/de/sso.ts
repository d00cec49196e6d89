/** Texts of single sign-on: the login page's company-account part, the /acs screen, and what the server says. */
export const deSso = {
  sso: {
    title: 'Mit Firmenkonto anmelden',
    intro: 'Deine Firma meldet dich über ihren eigenen Anmeldedienst an.',
    email_or_code: 'E-Mail-Adresse oder Gruppencode',
    start: 'Weiter zum Firmenkonto',
    continue_with: 'Weiter zu {{name}}',
    none: 'Für diese Adresse gibt es keine Anmeldung über ein Firmenkonto. Bitte mit Passwort anmelden.',
    signing_in: 'Anmeldung läuft …',
    acs_failed_title: 'Anmeldung fehlgeschlagen',
    back_to_login: 'Zurück zur Anmeldung',
    errors: {
      failed: 'Die Anmeldung über dein Firmenkonto ist fehlgeschlagen. Bitte erneut versuchen.',
      state_invalid: 'Die Anmeldung ist abgelaufen oder wurde schon verwendet. Bitte erneut starten.',
      wrong_audience: 'Die Antwort deines Anmeldedienstes war nicht für Deskfair bestimmt.',
      expired: 'Die Antwort deines Anmeldedienstes ist abgelaufen. Bitte erneut anmelden.',
      bad_signature: 'Die Antwort deines Anmeldedienstes war nicht gültig unterschrieben.',
      replayed: 'Diese Anmeldung wurde schon verwendet. Bitte erneut anmelden.',
      other_group: 'Deine E-Mail-Adresse gehört zu einer anderen Firma in Deskfair.',
      wrong_domain: 'Deine E-Mail-Adresse gehört nicht zu den Adressen dieses Firmenkontos.',
      missing_email: 'Dein Anmeldedienst hat keine E-Mail-Adresse übermittelt.',
    },
  },
};

export const deSsoValidation = {
  sso_url: 'Bitte eine https-Adresse angeben.',
  sso_domain: 'Bitte eine Domain wie firma.de angeben.',
  sso_certificate: 'Bitte ein Zertifikat im PEM-Format angeben (-----BEGIN CERTIFICATE----- …).',
  sso_domain_taken: 'Diese Domain meldet schon eine andere Gruppe an.',
  sso_mandatory_without_provider: 'Ohne Anmeldedienst kann die Anmeldung über das Firmenkonto nicht Pflicht sein.',
  sso_domain_twice: 'Jede Domain darf nur bei einem Anmeldedienst stehen.',
};

export const deSsoErrors = {
  sso_token_invalid: 'Diese Anmeldung ist ungültig oder abgelaufen. Bitte erneut über dein Firmenkonto anmelden.',
  sso_not_configured: 'Für diese Gruppe ist keine Anmeldung über ein Firmenkonto eingerichtet.',
  sso_mandatory: 'Deine Firma meldet dich über ihr Firmenkonto an.',
};

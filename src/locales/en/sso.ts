/** Texts of single sign-on: the login page's company-account part, the /acs screen, and what the server says. */
export const enSso = {
  sso: {
    title: 'Sign in with company account',
    intro: 'Your company signs you in through its own sign-in service.',
    email_or_code: 'E-mail address or group code',
    start: 'Continue to company account',
    continue_with: 'Continue to {{name}}',
    none: 'There is no company-account sign-in for this address. Please sign in with your password.',
    signing_in: 'Signing in …',
    acs_failed_title: 'Sign-in failed',
    back_to_login: 'Back to sign-in',
    errors: {
      failed: 'Signing in with your company account failed. Please try again.',
      state_invalid: 'The sign-in has expired or was already used. Please start again.',
      wrong_audience: "Your sign-in service's answer was not meant for Deskfair.",
      expired: "Your sign-in service's answer has expired. Please sign in again.",
      bad_signature: "Your sign-in service's answer was not validly signed.",
      replayed: 'This sign-in was already used. Please sign in again.',
      other_group: 'Your e-mail address belongs to another company in Deskfair.',
      wrong_domain: "Your e-mail address is not one of this company account's addresses.",
      missing_email: 'Your sign-in service sent no e-mail address.',
    },
  },
};

export const enSsoValidation = {
  sso_url: 'Please enter an https address.',
  sso_domain: 'Please enter a domain like company.com.',
  sso_certificate: 'Please enter a certificate in PEM format (-----BEGIN CERTIFICATE----- …).',
  sso_domain_taken: 'Another group already signs in this domain.',
  sso_mandatory_without_provider: 'Company-account sign-in cannot be mandatory without a sign-in service.',
  sso_domain_twice: 'Each domain may belong to one sign-in service only.',
};

export const enSsoErrors = {
  sso_token_invalid: 'This sign-in is invalid or has expired. Please sign in with your company account again.',
  sso_not_configured: 'This group has no company-account sign-in.',
  sso_mandatory: 'Your company signs you in through your company account.',
};

/** The fields and links of the sign-in, sign-up and password-reset forms (AuthForm.astro). */
export interface AuthField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  placeholder?: string;
}

/** A line under the form: optional text, then its link. */
export interface AuthLink {
  text?: string;
  href: string;
  label: string;
}

export const EMAIL_FIELD: AuthField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autocomplete: 'email',
};

export const SIGN_UP_LINK: AuthLink = {
  text: "Don't have an account?",
  href: '/signup',
  label: 'Sign up',
};

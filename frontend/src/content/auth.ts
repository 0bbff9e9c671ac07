import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@table-bay/shared';

/** Texts of the /auth screen and the messages of docs/auth-and-accounts.md. */
export const authContent = {
  pageTitle: 'Sign in',
  heading: 'Client Portal',
  intro: 'Sign in to manage your documents, subscriptions, payments and employee records, or create an account to get started.',
  backHome: 'Back to website',
  tabs: { login: 'Sign In', register: 'Register' },
  login: {
    heading: 'Sign in to your account',
    // One field for either name: the server reads text with "@" as an email address.
    username: 'Username or email',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    switchToRegister: 'Register now',
  },
  register: {
    heading: 'Create your account',
    intro: 'It takes a minute. Your business details come next, under Company Info, when you are ready.',
    sections: { account: 'Account', personal: 'Your name' },
    consent: { before: 'I accept the ', terms: 'terms of service', and: ' and the ', privacy: 'privacy policy', end: '.' },
    fields: {
      username: 'Username',
      email: 'Email address',
      password: 'Password',
      confirmPassword: 'Confirm password',
      firstName: 'First name',
      lastName: 'Last name',
    },
    passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    submit: 'Create Account',
    submitting: 'Creating account...',
    haveAccount: 'Already have an account?',
    switchToLogin: 'Sign in',
  },
  validation: {
    usernameRequired: 'Username is required',
    passwordRequired: PASSWORD_MESSAGES.required,
    usernameMin: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
    emailInvalid: 'Please enter a valid email address',
    // The server's own sentences (@table-bay/shared), shown while typing.
    passwordMin: PASSWORD_MESSAGES.tooShort,
    passwordMax: PASSWORD_MESSAGES.tooLong,
    passwordPersonal: PASSWORD_MESSAGES.personal,
    confirmRequired: 'Please confirm your password',
    passwordsMismatch: "Passwords don't match",
    consentRequired: 'Please accept the terms of service and the privacy policy',
  },
  toasts: {
    loginSuccess: 'Login successful',
    loginSuccessDescription: (username: string) => `Welcome back, ${username}!`,
    loginFailed: 'Login failed',
    loginFailedFallback: 'Invalid username or password',
    registerSuccess: 'Registration successful',
    registerSuccessDescription: 'Your account has been created successfully',
    registerFailed: 'Registration failed',
    registerFailedFallback: 'An error occurred during registration',
  },
} as const;

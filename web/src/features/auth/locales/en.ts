// The sign-in, registration and password screens’ strings in English; es.ts says each in Spanish. lib/i18n/locales/en.ts collects them
// with the strings every screen needs, into the chunk every visitor downloads first.
const en = {
  auth: {
    signIn: {
      title: 'Sign in',
      subtitle: 'Welcome back. Sign in with your email and password.',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
      noAccount: 'New to the program?',
      register: 'Create an account',
    },
    register: {
      title: 'Create your account',
      subtitle: 'Join Fatherhood Matters to follow your workshops, groups and milestones.',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      closed: 'Registration is closed. Please ask the program staff for an account.',
    },
    forgot: {
      title: 'Forgot your password?',
      subtitle: 'Enter your email and we will send you a link to choose a new password.',
      submit: 'Send reset link',
      sent: 'Password reset email sent!',
      failed: 'Failed to send reset email',
      backToSignIn: 'Back to sign in',
    },
    reset: {
      title: 'Choose a new password',
      subtitle: 'Enter your new password twice.',
      submit: 'Set new password',
      done: 'Your password has been changed. You can sign in now.',
      signIn: 'Go to sign in',
    },
  },
};

export default en;

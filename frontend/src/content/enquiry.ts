/** Labels, placeholders and messages of the two enquiry forms (docs/enquiries.md). */
export const ENQUIRY_FIELDS = {
  name: { label: 'Full name', placeholder: 'Your name' },
  email: { label: 'Email address', placeholder: 'you@company.co.za' },
  phone: { label: 'Phone number', placeholder: '082 123 4567' },
  business: { label: 'Business name', placeholder: 'Your business' },
  interest: {
    label: 'Package of interest',
    placeholder: 'Select an option',
    custom: 'Custom package (Custom Quote)',
    general: 'General Inquiry',
  },
  message: { label: 'Message', homePlaceholder: 'Anything we should know? (optional)', contactPlaceholder: 'How can we help?' },
  terms: { before: 'I accept the ', link: 'terms and conditions', after: ' and the ', privacyLink: 'privacy policy', end: '.' },
  captcha: {
    label: (a: number, b: number) => `What is ${a} + ${b}?`,
    pendingLabel: 'Verification question',
    pendingHint: 'The question appears once the page has loaded.',
    hint: 'Answer the sum to show you are not a robot.',
  },
  required: 'required',
  optional: '(optional)',
} as const;

export const ENQUIRY_BUTTONS = {
  home: { idle: 'Send Message', pending: 'Submitting...' },
  contact: { idle: 'Send Message', pending: 'Sending...' },
} as const;

export const ENQUIRY_MESSAGES = {
  home: {
    name: 'Name is required',
    email: 'Invalid email address',
    terms: 'You must accept the terms and conditions',
    captcha: 'Please complete the verification.',
    successTitle: 'Success!',
    successFallback: "Thank you for contacting us! We'll be in touch soon.",
    failureTitle: 'Error',
    failureFallback: 'There was a problem submitting your form. Please try again.',
  },
  contact: {
    name: 'Name is required.',
    email: 'Please enter a valid email.',
    message: 'Message must be at least 10 characters.',
    terms: 'You must accept the terms and conditions.',
    captcha: 'Please complete the verification.',
    successTitle: 'Message sent!',
    successText: "Thank you for contacting us. We'll get back to you shortly.",
    failureTitle: 'Something went wrong.',
    failureFallback: "Your message couldn't be sent. Please try again later.",
  },
  wrongSum: {
    title: 'Verification failed',
    text: "Please enter the correct answer to confirm you're not a robot.",
  },
} as const;

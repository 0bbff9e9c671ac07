/** Texts of /contact (docs/public-site.md). */
export const CONTACT_PAGE = {
  breadcrumb: 'Contact Us',
  backHome: 'Back to Home',
  hero: {
    title: 'Contact us',
    lead: 'Questions about a package, a SARS letter or a once-off job? Send us a message, call, or chat on WhatsApp. We reply within one business day.',
  },
  cards: {
    whatsapp: { title: 'WhatsApp', text: 'Chat to a bookkeeper during business hours.', link: 'Message us on WhatsApp' },
    email: { title: 'Email', text: 'Send documents or questions at any time.', subject: 'Enquiry from the website' },
    hours: { title: 'Business hours', text: 'We are closed on public holidays.' },
  },
  location: {
    title: 'Our office',
    text: 'We work online with clients all over South Africa. Meetings at the office are by appointment.',
    phone: 'Phone',
  },
  form: {
    id: 'contact-form',
    title: 'Send us a message',
    lead: 'Tell us a little about your business and what you need. Every field is required unless it is marked optional.',
  },
} as const;

import { VAT } from './vat';

/**
 * The four built-in blog posts (docs/public-site.md). `content` uses a small format the
 * blog renderer understands: blank lines between blocks, "## " and "### " headings, "- " bullets
 * and **bold** inside any line.
 */
export type BlogCategory = 'Tips & Advice' | 'Technology' | 'Best Practices' | 'Tax & Compliance';

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  readTime: string;
  category: BlogCategory;
}

export const BLOG_TEXT = {
  hero: {
    title: 'Blog',
    lead: 'Practical notes on bookkeeping, tax, payroll and software for South African small businesses, from the people who do the work every day.',
  },
  readMore: 'Read More',
  by: 'By',
  backToBlog: 'Back to Blog',
  related: 'Related articles',
  notFound: {
    title: 'Blog Post Not Found',
    text: 'The article you are looking for does not exist or has been moved.',
    link: 'Back to Blog',
  },
  cta: {
    title: 'Would you rather we did it for you?',
    text: 'Our bookkeepers keep the books, file the returns and run the payroll for a fixed monthly fee.',
    link: 'Talk to us',
  },
} as const;

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    title: 'Ten bookkeeping habits that keep small businesses out of trouble',
    excerpt:
      'Most bookkeeping problems start as small habits: a personal expense on the business card, a slip that never gets filed. Here are the ten habits we see in the businesses that never panic at tax time.',
    author: 'Nomvula Dlamini',
    date: '2026-03-12',
    readTime: '6 min read',
    category: 'Tips & Advice',
    content: `Good books are rarely the result of one big clean-up. They come from small habits repeated every week. These are the ten we see in the businesses that sail through year end and SARS verifications.

## Keep business and personal money apart

Open a separate business bank account, even as a sole proprietor, and pay yourself a fixed drawing or salary from it. **Mixed accounts are the single biggest cause of slow, expensive bookkeeping**, because every transaction has to be questioned.

## Capture documents as they arrive

- Photograph slips on the day you receive them and upload them to the client portal or your accounting app.
- Ask suppliers to email invoices to one dedicated address.
- Keep the originals of anything over R5,000 until the year is closed.

## Reconcile every week

A weekly bank reconciliation takes minutes; a yearly one takes days. Weekly reconciliations also catch duplicate debit orders and bank charges while you can still query them.

## Invoice promptly and follow up

Send invoices the day the work is done, with clear payment terms. Review your debtors list every Friday and call anyone more than 30 days late. **Cash in the bank matters more than profit on paper.**

## Know your deadlines

- VAT201 returns and payments, usually every two months
- EMP201 for PAYE, UIF and SDL, by the 7th of every month
- Provisional tax at the end of August and the end of February for February year ends
- The CIPC annual return within 30 business days after the anniversary of registration

## Put tax money aside

Move the VAT you collect and an estimate of your income tax into a separate savings account every month. The money was never yours to spend.

## Review a monthly report

Spend twenty minutes a month on a simple report: income, expenses, profit, cash and what you owe. Patterns show up long before they become problems.

## Ask before you buy

Large purchases, vehicles and asset finance all have tax consequences. A short call with your accountant before you sign is cheaper than fixing it afterwards.

## Keep records for five years

SARS expects you to keep records for at least five years from the date of submission of the return. Cloud storage makes this painless.

## Get help early

If the books have fallen behind, catch up before the next deadline rather than after it. **Penalties and interest grow every month a return is late.**`,
  },
  {
    id: 2,
    title: 'Moving your books to the cloud: a practical guide',
    excerpt:
      'Cloud accounting software connects to your bank, lets your accountant work alongside you and keeps records safe. Here is how to move across without losing history or sleep.',
    author: 'Pieter van der Merwe',
    date: '2026-05-20',
    readTime: '5 min read',
    category: 'Technology',
    content: `Cloud accounting has become the normal way to keep books in South Africa. Your data lives online, your bank feeds arrive automatically and your bookkeeper works in the same file as you, at the same time.

## Why move at all?

- **Bank feeds:** transactions arrive daily from all the major South African banks, so nothing is typed in twice.
- **One version of the truth:** no more emailing backups to your accountant.
- **Access anywhere:** approve a bill or send an invoice from your phone.
- **Security:** encrypted data, two-factor sign-in and automatic backups.

## Choosing the right software

Xero, Sage Business Cloud and QuickBooks Online all work well for South African VAT and payroll. The right choice depends on your volumes, your industry and the apps you want to connect. **Every one of our packages includes a free tier of cloud accounting software**, from Simple Start for smaller businesses to Advanced for larger ones, so the choice does not add to your costs.

## Planning the move

### Pick a conversion date

The cleanest moment is the start of a financial year or a VAT period. Moving mid-period means splitting returns across two systems.

### Bring across balances, not every transaction

Usually a trial balance at the conversion date, plus open customer and supplier invoices, is enough. Keep the old system in read-only mode for your records.

### Connect the bank feeds

Most banks offer direct feeds; some need a short authorisation form signed at the branch or in online banking.

## After the move

- Reconcile weekly from the first week, while the new rules are fresh.
- Set up bank rules for recurring transactions such as rent and subscriptions.
- Give your bookkeeper adviser access rather than sharing your password.

Moving takes most small businesses two to four weeks from decision to first reconciled month. **Our R199 starter offer covers the set-up**, and you can upgrade to full bookkeeping whenever you are ready.`,
  },
  {
    id: 3,
    title: 'A month-end checklist for clean books',
    excerpt:
      'Month end does not have to mean a late night. This checklist is what our bookkeepers work through for every client, every month, in the order that saves the most time.',
    author: 'Ayesha Parker',
    date: '2026-08-04',
    readTime: '4 min read',
    category: 'Best Practices',
    content: `A consistent month-end routine turns bookkeeping from a scramble into a checklist. This is the order our team follows for every client.

## 1. Collect the paperwork

- Bank and credit card statements for every account
- Supplier invoices and slips not yet uploaded
- Sales invoices and credit notes issued during the month
- Payroll reports and the EMP201 submission

## 2. Reconcile every account

Match each bank, card and loan account to its statement. **The closing balance in your books must equal the closing balance on the statement**, to the cent. Investigate anything left unmatched rather than parking it in a suspense account.

## 3. Review debtors and creditors

Check that customer and supplier balances agree to their statements. Follow up overdue customers and make sure you are not paying any supplier twice.

## 4. Post the month-end journals

- Depreciation on fixed assets
- Accruals for expenses incurred but not yet invoiced
- Prepayments such as annual insurance spread across the months
- Salaries and statutory deductions from the payroll report

## 5. Check VAT before the return

On VAT months, compare the VAT report to the general ledger, confirm that every input tax claim has a valid tax invoice and look out for zero-rated and exempt supplies coded incorrectly.

## 6. Read the reports

Compare the profit and loss with last month and the same month last year. **A number that moved a lot is either news or a mistake**, and both are worth knowing.

## 7. Lock the period

Once the month is reviewed, lock it in your accounting software so no one changes a reconciled month by accident.

Done consistently, this takes a few hours for most small businesses, and it means year end is mostly a formality.`,
  },
  {
    id: 4,
    title: `VAT registration in South Africa: the new thresholds from ${VAT.changeDate}`,
    excerpt: `The compulsory VAT registration threshold rose to ${VAT.compulsoryThreshold} and the voluntary one to ${VAT.voluntaryThreshold} on ${VAT.changeDate}. Here is what changed, who must register and what registration involves.`,
    author: 'Thabo Mokoena',
    date: '2026-04-08',
    readTime: '5 min read',
    category: 'Tax & Compliance',
    content: `For many years the VAT registration thresholds stayed at ${VAT.previousCompulsoryThreshold} for compulsory and ${VAT.previousVoluntaryThreshold} for voluntary registration. **From ${VAT.changeDate} they are ${VAT.compulsoryThreshold} and ${VAT.voluntaryThreshold}.** The standard VAT rate remains ${VAT.rate}.

## When registration is compulsory

You must register for VAT once the value of your taxable supplies in any consecutive 12-month period exceeds ${VAT.compulsoryThreshold}, or when you can reasonably expect it to. Taxable supplies include standard-rated and zero-rated sales, but not exempt supplies such as residential rent.

- Apply within 21 business days of crossing the threshold.
- Registration is backdated to the month in which you became liable, so late registration can mean paying VAT you never charged.

## When you may register voluntarily

You may choose to register once your taxable supplies over the past 12 months exceed ${VAT.voluntaryThreshold}. Voluntary registration lets you claim input tax on purchases, and some larger customers prefer suppliers who are registered.

### Is voluntary registration worth it?

- **Yes, often,** if most of your customers are VAT-registered businesses, because they can claim back the VAT you charge.
- **Often not** if you sell mainly to the public, because your prices effectively rise by ${VAT.rate}.
- Registration brings admin: returns every two months, proper tax invoices and records kept for five years.

## What changed for businesses already registered

Vendors registered under the old thresholds are not deregistered automatically. If your taxable supplies are now below ${VAT.compulsoryThreshold}, you may be able to apply to deregister, but weigh up the input tax you would lose and any VAT payable on assets you keep.

## What registration involves

- A registration application on SARS eFiling with your business details and banking information
- Supporting documents such as your company registration, proof of address and bank confirmation
- A VAT201 return, usually every two months, submitted and paid on eFiling by the last business day of the month after the period ends

**Not sure which side of the line you fall on?** Send us your last twelve months of sales and we will tell you where you stand and what to do next.`,
  },
];

/** The post with this id; a missing or empty id means the first post (docs/public-site.md). */
export function findBlogPost(id: string | undefined): BlogPost | undefined {
  if (id === undefined || id === '') return BLOG_POSTS.find((p) => p.id === 1);
  if (!/^\d+$/.test(id)) return undefined;
  return BLOG_POSTS.find((p) => p.id === Number(id));
}

/** Up to two other posts: the first two that are not this one. */
export function relatedPosts(id: number): BlogPost[] {
  return BLOG_POSTS.filter((p) => p.id !== id).slice(0, 2);
}

import { expect, test, type Page, type Request } from '@playwright/test';
import { captchaSum, enquiryForm, expectFieldError, fillEnquiry, toast } from './public-helpers';

/** The enquiry forms of docs/enquiries.md, against the real POST /api/waitlist. */

function watchEnquiries(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/waitlist') && req.method() === 'POST') sent.push(req);
  });
  return sent;
}

test.describe('home enquiry form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#contact');
  });

  test('shows each validation message on its own field and sends nothing', async ({ page }) => {
    const sent = watchEnquiries(page);
    const form = enquiryForm(page, 'home');
    await captchaSum(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(form.getByLabel('Full name'), 'Name is required');
    await expectFieldError(form.getByLabel('Email address'), 'Invalid email address');
    await expectFieldError(
      form.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
      'You must accept the terms and conditions',
    );
    await expectFieldError(form.getByTestId('captcha-input'), 'Please complete the verification.');
    // Phone, business, interest and message are optional on the home form.
    await expect(form.getByLabel(/^Message/)).not.toHaveAttribute('aria-invalid', 'true');
    // The first invalid field receives focus.
    await expect(form.getByLabel('Full name')).toBeFocused();

    await fillEnquiry(form, { name: 'A', email: 'thandi@example' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(form.getByLabel('Full name'), 'Name is required');
    await expectFieldError(form.getByLabel('Email address'), 'Invalid email address');
    expect(sent).toHaveLength(0);
  });

  test('a wrong sum sends nothing and says Verification failed', async ({ page }) => {
    const sent = watchEnquiries(page);
    const form = enquiryForm(page, 'home');
    const sum = await captchaSum(form);
    await fillEnquiry(form, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', terms: true, captcha: String(sum + 1) });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Verification failed');
    await expect(toast(page)).toContainText("Please enter the correct answer to confirm you're not a robot.");
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    expect(sent).toHaveLength(0);
    await expect(form.getByLabel('Full name')).toHaveValue('Thandi Nkosi');
  });

  test('sends the home payload, shows the server message and resets the form', async ({ page }) => {
    const form = enquiryForm(page, 'home');
    const sum = await captchaSum(form);
    await fillEnquiry(form, {
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '082 555 1234',
      business: 'Nkosi Catering',
      interest: 'standard',
      message: 'We need VAT and payroll help.',
      terms: true,
      captcha: String(sum),
    });
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/waitlist')),
      page.waitForResponse((r) => r.url().endsWith('/api/waitlist')),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '082 555 1234',
      business: 'Nkosi Catering',
      interest: 'standard',
      message: 'We need VAT and payroll help.',
      terms: true,
      captcha: String(sum),
      captchaToken: expect.stringMatching(/^v1\./) as unknown as string,
    });
    expect(response.status()).toBe(201);
    const { message } = (await response.json()) as { message: string };
    await expect(toast(page)).toContainText('Success!');
    await expect(toast(page)).toContainText(message);
    await expect(toast(page)).toHaveAttribute('data-variant', 'default');
    for (const label of ['Full name', 'Email address', /Phone number/, /Business name/, /^Message/])
      await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByLabel(/Package of interest/)).toHaveValue('');
    await expect(form.getByTestId('captcha-input')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('shows Submitting... while pending, then the failure toast with the form kept', async ({ page }) => {
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      });
    });
    const form = enquiryForm(page, 'home');
    const sum = await captchaSum(form);
    await fillEnquiry(form, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', terms: true, captcha: String(sum) });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('There was a problem submitting your form. Please try again.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Full name')).toHaveValue('Thandi Nkosi');
    await expect(form.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a refusal (429) shows the server message', async ({ page }) => {
    const refusal = 'Too many enquiries from your network. Please try again in an hour.';
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, message: refusal }) }),
    );
    const form = enquiryForm(page, 'home');
    const sum = await captchaSum(form);
    await fillEnquiry(form, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', terms: true, captcha: String(sum) });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText(refusal);
    await expect(form.getByLabel('Email address')).toHaveValue('thandi@example.co.za');
  });
});

test.describe('the server-issued question (docs/enquiries.md)', () => {
  test('the form sends the token of the question it shows, and asks a new one after each answer', async ({ page }) => {
    const issued: Array<{ a: number; b: number; token: string }> = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/waitlist/challenge'))
        void res.json().then((q: { a: number; b: number; token: string }) => issued.push(q));
    });
    await page.goto('/#contact');
    const form = enquiryForm(page, 'home');
    const sum = await captchaSum(form);
    await expect.poll(() => issued.length).toBe(1);
    expect(issued[0].a + issued[0].b).toBe(sum);
    await fillEnquiry(form, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', terms: true, captcha: String(sum) });
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/waitlist') && r.method() === 'POST'),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect((sent.postDataJSON() as { captchaToken: string }).captchaToken).toBe(issued[0].token);
    await expect(toast(page)).toContainText('Success!');
    await expect.poll(() => issued.length).toBe(2);
    expect(issued[1].token).not.toBe(issued[0].token);
    await captchaSum(form);
  });

  test('a question the server refuses shows its message on the field, clears the answer and asks a new one', async ({ page }) => {
    const expired = 'This question has expired. Please answer the new one.';
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: expired, errors: { captcha: expired } }),
      }),
    );
    let asked = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/waitlist/challenge')) asked += 1;
    });
    await page.goto('/#contact');
    const form = enquiryForm(page, 'home');
    const sum = await captchaSum(form);
    await fillEnquiry(form, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', terms: true, captcha: String(sum) });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(form.getByTestId('captcha-input'), expired);
    await expect(form.getByTestId('captcha-input')).toHaveValue('');
    await expect(form.getByLabel('Email address')).toHaveValue('thandi@example.co.za');
    await expect.poll(() => asked).toBe(2);
    await captchaSum(form);
  });
});

test.describe('contact enquiry form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact#contact-form');
  });

  test('shows each validation message on its own field and sends nothing', async ({ page }) => {
    const sent = watchEnquiries(page);
    const form = enquiryForm(page, 'contact');
    await captchaSum(form);
    await form.getByLabel(/^Message/).fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(form.getByLabel('Full name'), 'Name is required.');
    await expectFieldError(form.getByLabel('Email address'), 'Please enter a valid email.');
    await expectFieldError(form.getByLabel(/^Message/), 'Message must be at least 10 characters.');
    await expectFieldError(
      form.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
      'You must accept the terms and conditions.',
    );
    await expectFieldError(form.getByTestId('captcha-input'), 'Please complete the verification.');
    expect(sent).toHaveLength(0);
  });

  test('offers General Inquiry and the packages with their prices', async ({ page }) => {
    const select = enquiryForm(page, 'contact').getByLabel(/Package of interest/);
    const options = await select.locator('option').allTextContents();
    expect(options[0]).toBe('Select an option');
    for (const price of ['R799', 'R1,299', 'R3,599', 'R5,999', 'R8,499', 'R11,999', 'Custom Quote', 'General Inquiry']) {
      expect(options.some((o) => o.includes(price))).toBe(true);
    }
  });

  test('a wrong sum sends nothing and says Verification failed', async ({ page }) => {
    const sent = watchEnquiries(page);
    const form = enquiryForm(page, 'contact');
    const sum = await captchaSum(form);
    await fillEnquiry(form, {
      name: 'Pieter',
      email: 'pieter@example.co.za',
      message: 'Please call me about payroll.',
      terms: true,
      captcha: '0',
    });
    expect(sum).not.toBe(0);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Verification failed');
    await expect(toast(page)).toContainText("Please enter the correct answer to confirm you're not a robot.");
    expect(sent).toHaveLength(0);
  });

  test('sends the contact payload with acceptTerms and services, then resets', async ({ page }) => {
    const form = enquiryForm(page, 'contact');
    const sum = await captchaSum(form);
    await fillEnquiry(form, {
      name: 'Pieter van der Merwe',
      email: 'pieter@example.co.za',
      interest: 'general',
      message: 'Please call me about payroll for six staff.',
      terms: true,
      captcha: ` ${sum} `,
    });
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/waitlist')),
      page.waitForResponse((r) => r.url().endsWith('/api/waitlist')),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      name: 'Pieter van der Merwe',
      email: 'pieter@example.co.za',
      phone: '',
      business: '',
      interest: 'general',
      message: 'Please call me about payroll for six staff.',
      acceptTerms: true,
      captcha: String(sum),
      captchaToken: expect.stringMatching(/^v1\./) as unknown as string,
      services: 'general',
    });
    expect(response.status()).toBe(201);
    await expect(toast(page)).toContainText('Message sent!');
    await expect(toast(page)).toContainText("Thank you for contacting us. We'll get back to you shortly.");
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('shows Sending... while pending, then the failure toast with the form kept', async ({ page }) => {
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      });
    });
    const form = enquiryForm(page, 'contact');
    const sum = await captchaSum(form);
    await fillEnquiry(form, {
      name: 'Pieter',
      email: 'pieter@example.co.za',
      message: 'Please call me about payroll.',
      terms: true,
      captcha: String(sum),
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Something went wrong.');
    await expect(toast(page)).toContainText("Your message couldn't be sent. Please try again later.");
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel(/^Message/)).toHaveValue('Please call me about payroll.');
  });

  test('a refusal (429) shows the server message; server field errors land on their fields', async ({ page }) => {
    const refusal = 'Too many enquiries from your network. Please try again in an hour.';
    let calls = 0;
    await page.route('**/api/waitlist', (route) => {
      calls += 1;
      if (calls === 1) {
        return route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, message: refusal }) });
      }
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          message: 'Please check the highlighted fields',
          errors: { acceptTerms: 'You must accept the terms and conditions.' },
        }),
      });
    });
    const form = enquiryForm(page, 'contact');
    const sum = await captchaSum(form);
    await fillEnquiry(form, {
      name: 'Pieter',
      email: 'pieter@example.co.za',
      message: 'Please call me about payroll.',
      terms: true,
      captcha: String(sum),
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Something went wrong.');
    await expect(toast(page)).toContainText(refusal);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Please check the highlighted fields');
    await expectFieldError(
      form.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
      'You must accept the terms and conditions.',
    );
  });
});

test('toasts are announced, reachable with F8 and can be closed', async ({ page }) => {
  await page.goto('/contact');
  const form = enquiryForm(page, 'contact');
  const sum = await captchaSum(form);
  await fillEnquiry(form, {
    name: 'Pieter',
    email: 'pieter@example.co.za',
    message: 'Please call me about payroll.',
    terms: true,
    captcha: String(sum + 2),
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toHaveCount(1);
  await page.keyboard.press('F8');
  // Radix moves focus into the notifications region (its list of toasts).
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast(page)).toHaveCount(0);
});

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../../components/ui/button';
import { ConsentCheck, PolicyLink } from '../../../../components/ui/consent-check';
import { FieldGrid, FormField, FullWidth, Input, Select, Textarea } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast';
import { ENQUIRY_BUTTONS, ENQUIRY_FIELDS, ENQUIRY_MESSAGES } from '../../../../content/enquiry';
import { interestOptions } from '../interest-options';
import { useHydrated } from '../../../../lib/use-hydrated';
import {
  EMPTY_ENQUIRY,
  enquiryFailureMessage,
  enquiryPayload,
  enquirySchemas,
  fetchEnquiryChallenge,
  formFieldErrors,
  submitEnquiry,
  type EnquiryChallenge,
  type EnquiryFormValues,
  type EnquiryVariant,
} from '../api/submit-enquiry';
import { isCorrectAnswer } from '../captcha';
import { theme } from '../../../../styles/theme';
import { applyServerErrors } from '../../../../lib/form-errors';

interface EnquiryFormProps {
  variant: EnquiryVariant;
}

/**
 * The enquiry form of the home page ('home') and the contact page ('contact'): the same fields,
 * each variant with its own messages, payload, button texts and toasts (docs/enquiries.md).
 */
export function EnquiryForm({ variant }: EnquiryFormProps) {
  const uid = useId();
  const id = (field: string) => `${variant}-enquiry-${field}-${uid.replace(/[^A-Za-z0-9]/g, '')}`;
  const messages = ENQUIRY_MESSAGES[variant];
  const buttons = ENQUIRY_BUTTONS[variant];
  // Issued by the server after hydration (so the prerendered HTML never fixes the numbers), and again
  // after every answer it saw: each question is taken once (docs/enquiries.md).
  const hydrated = useHydrated();
  const [round, setRound] = useState(0);
  const [issued, setIssued] = useState<{ round: number; challenge: EnquiryChallenge } | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    fetchEnquiryChallenge().then(
      (challenge) => current && setIssued({ round, challenge }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hydrated, round]);
  const question = issued?.round === round ? issued.challenge : null;
  const newQuestion = () => setRound((r) => r + 1);
  // The confirmation stays on the page above the form, not only in a toast that fades (docs/enquiries.md).
  const [sent, setSent] = useState<{ title: string; text: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues>({
    resolver: zodResolver(enquirySchemas[variant]),
    defaultValues: EMPTY_ENQUIRY,
  });

  // "Enquire Now" on a package card links here with ?package=<type>: start with that package chosen.
  // Read after hydration (the prerendered page has no query), and again when another card is pressed.
  const { search } = useLocation();
  useEffect(() => {
    const wanted = new URLSearchParams(search).get('package');
    if (wanted && interestOptions(variant).some((o) => o.value === wanted && o.value !== '')) {
      setValue('interest', wanted, { shouldDirty: true });
    }
  }, [search, variant, setValue]);

  // Registered here, in on-screen order, so a failed submit focuses the first invalid field (the
  // FormField render functions would otherwise register the text fields after the checkbox).
  const fields = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    business: register('business'),
    interest: register('interest'),
    message: register('message'),
    terms: register('terms'),
    captcha: register('captcha'),
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!question) return;
    setSent(null);
    if (!isCorrectAnswer(question, values.captcha)) {
      toast({ title: ENQUIRY_MESSAGES.wrongSum.title, description: ENQUIRY_MESSAGES.wrongSum.text, variant: 'destructive' });
      return;
    }
    try {
      const reply = await submitEnquiry(enquiryPayload(variant, values, question.token));
      const confirmation =
        variant === 'home'
          ? { title: ENQUIRY_MESSAGES.home.successTitle, text: reply?.message || ENQUIRY_MESSAGES.home.successFallback }
          : { title: ENQUIRY_MESSAGES.contact.successTitle, text: ENQUIRY_MESSAGES.contact.successText };
      toast({ title: confirmation.title, description: confirmation.text });
      setSent(confirmation);
      reset(EMPTY_ENQUIRY);
      newQuestion();
    } catch (err) {
      const fieldErrors = formFieldErrors(err);
      // The server refused the answer (wrong, used or expired): a new question, with the reason under it.
      if (fieldErrors.captcha) {
        setValue('captcha', '');
        newQuestion();
      }
      applyServerErrors(setError, fieldErrors, EMPTY_ENQUIRY);
      toast({
        title: messages.failureTitle,
        description: enquiryFailureMessage(err, messages.failureFallback),
        variant: 'destructive',
      });
    }
  });

  const asked = hydrated && question !== null;
  const captchaLabel = asked ? ENQUIRY_FIELDS.captcha.label(question.a, question.b) : ENQUIRY_FIELDS.captcha.pendingLabel;

  return (
    <>
      <div role="status" aria-live="polite">
        {sent && (
          <StyledSent ref={sentRef} tabIndex={-1} data-testid={`${variant}-enquiry-sent`}>
            <strong>{sent.title}</strong> {sent.text}
          </StyledSent>
        )}
      </div>
      <StyledForm noValidate onSubmit={onSubmit} aria-busy={isSubmitting} data-testid={`${variant}-enquiry-form`}>
        <FieldGrid>
          <FormField id={id('name')} label={ENQUIRY_FIELDS.name.label} error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                {...fields.name}
                type="text"
                autoComplete="name"
                placeholder={ENQUIRY_FIELDS.name.placeholder}
                aria-required="true"
              />
            )}
          </FormField>
          <FormField id={id('email')} label={ENQUIRY_FIELDS.email.label} error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...fields.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={ENQUIRY_FIELDS.email.placeholder}
                aria-required="true"
              />
            )}
          </FormField>
          <FormField id={id('phone')} label={ENQUIRY_FIELDS.phone.label} optional error={errors.phone?.message}>
            {(control) => (
              <Input {...control} {...fields.phone} type="tel" autoComplete="tel" placeholder={ENQUIRY_FIELDS.phone.placeholder} />
            )}
          </FormField>
          <FormField id={id('business')} label={ENQUIRY_FIELDS.business.label} optional error={errors.business?.message}>
            {(control) => (
              <Input
                {...control}
                {...fields.business}
                type="text"
                autoComplete="organization"
                placeholder={ENQUIRY_FIELDS.business.placeholder}
              />
            )}
          </FormField>
          <FullWidth>
            <FormField id={id('interest')} label={ENQUIRY_FIELDS.interest.label} optional error={errors.interest?.message}>
              {(control) => (
                <Select {...control} {...fields.interest}>
                  {interestOptions(variant).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </FullWidth>
          <FullWidth>
            <FormField
              id={id('message')}
              label={ENQUIRY_FIELDS.message.label}
              optional={variant === 'home'}
              error={errors.message?.message}
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...fields.message}
                  rows={5}
                  placeholder={variant === 'home' ? ENQUIRY_FIELDS.message.homePlaceholder : ENQUIRY_FIELDS.message.contactPlaceholder}
                  aria-required={variant === 'contact' ? 'true' : undefined}
                />
              )}
            </FormField>
          </FullWidth>
          <FullWidth>
            <ConsentCheck
              id={id('terms')}
              error={errors.terms?.message}
              label={
                <>
                  {ENQUIRY_FIELDS.terms.before}
                  <PolicyLink to="/terms">{ENQUIRY_FIELDS.terms.link}</PolicyLink>
                  {ENQUIRY_FIELDS.terms.after}
                  <PolicyLink to="/privacy">{ENQUIRY_FIELDS.terms.privacyLink}</PolicyLink>
                  {ENQUIRY_FIELDS.terms.end}
                </>
              }
            >
              {(control) => <input type="checkbox" {...control} {...fields.terms} />}
            </ConsentCheck>
          </FullWidth>
          <FormField
            id={id('captcha')}
            label={captchaLabel}
            hint={asked ? ENQUIRY_FIELDS.captcha.hint : ENQUIRY_FIELDS.captcha.pendingHint}
            error={errors.captcha?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...fields.captcha}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-required="true"
                data-testid="captcha-input"
              />
            )}
          </FormField>
          <FullWidth>
            <Button type="submit" $block disabled={!asked || isSubmitting}>
              {isSubmitting ? buttons.pending : buttons.idle}
            </Button>
          </FullWidth>
        </FieldGrid>
      </StyledForm>
    </>
  );
}

const StyledSent = styled.div`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.colors.success};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.text};
`;

const StyledForm = styled.form`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.md};
`;

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { FieldGrid, FormField, FullWidth, Input } from '../../../components/ui/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { clientsContent as tc, enquiriesContent as te } from '../../../content/staff';
import { applyServerErrors } from '../../../lib/form-errors';
import { runAction } from '../../../lib/run-action';
import { useRevalidateStaff } from '../../../lib/staff-keys';
import type { WaitlistEnquiry } from '../api/get-enquiries';
import { inviteEnquiry, onboardClient } from '../api/onboarding';

// Lengths as the API's OnboardClientDto and InviteEnquiryDto allow.
const businessName = (message: string) => z.string().trim().min(1, message).max(200);

const inviteSchema = z.object({ businessName: businessName(te.validation.businessName) });
type InviteValues = z.infer<typeof inviteSchema>;

/**
 * Confirms inviting a sign-up enquiry as a client, showing the business name that will be used
 * (the enquiry's business, else the person's name), which staff may change first.
 */
export function InviteEnquiryDialog({ enquiry, onClose }: { enquiry: WaitlistEnquiry | null; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { businessName: '' } });

  useEffect(() => {
    if (enquiry) reset({ businessName: enquiry.business?.trim() || enquiry.name });
  }, [enquiry, reset]);

  const onSubmit = handleSubmit(async (v) => {
    if (!enquiry) return;
    const ok = await runAction(
      () => inviteEnquiry(enquiry.id, v.businessName),
      { title: te.inviteSent, description: te.inviteSentText(enquiry.email) },
      (err) => applyServerErrors(setError, err, ['businessName']),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <FormDialog
      open={enquiry !== null}
      onClose={onClose}
      title={te.inviteTitle}
      description={enquiry ? te.inviteDescription(enquiry.name, enquiry.email) : undefined}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={te.inviteSend}
    >
      <FormField id="invite-business-name" label={te.inviteBusinessName} error={errors.businessName?.message}>
        {(p) => <Input {...p} {...register('businessName')} autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}

const onboardSchema = z.object({
  businessName: businessName(tc.validation.businessName),
  ownerFirstName: z.string().trim().min(1, tc.validation.ownerFirstName).max(100),
  ownerLastName: z.string().trim().min(1, tc.validation.ownerLastName).max(100),
  ownerEmail: z.string().trim().max(254, tc.validation.ownerEmail).email(tc.validation.ownerEmail),
});
type OnboardValues = z.infer<typeof onboardSchema>;
const EMPTY_ONBOARD: OnboardValues = { businessName: '', ownerFirstName: '', ownerLastName: '', ownerEmail: '' };

/** The clients list's "Onboard a client": a business with no member yet, its owner mailed an invitation. */
export function OnboardClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const revalidate = useRevalidateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OnboardValues>({ resolver: zodResolver(onboardSchema), defaultValues: EMPTY_ONBOARD });

  useEffect(() => {
    if (open) reset(EMPTY_ONBOARD);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const ok = await runAction(
      () => onboardClient(v),
      { title: tc.inviteSent, description: tc.inviteSentText(v.ownerEmail) },
      (err) => applyServerErrors(setError, err, EMPTY_ONBOARD),
    );
    if (ok) {
      await revalidate();
      onClose();
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={tc.onboardTitle}
      description={tc.onboardDescription}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={tc.onboardSend}
      size="lg"
    >
      <FieldGrid>
        <FullWidth>
          <FormField id="onboard-business-name" label={tc.businessName} error={errors.businessName?.message}>
            {(p) => <Input {...p} {...register('businessName')} autoComplete="off" />}
          </FormField>
        </FullWidth>
        <FormField id="onboard-first-name" label={tc.ownerFirstName} error={errors.ownerFirstName?.message}>
          {(p) => <Input {...p} {...register('ownerFirstName')} autoComplete="off" />}
        </FormField>
        <FormField id="onboard-last-name" label={tc.ownerLastName} error={errors.ownerLastName?.message}>
          {(p) => <Input {...p} {...register('ownerLastName')} autoComplete="off" />}
        </FormField>
        <FullWidth>
          <FormField id="onboard-email" label={tc.ownerEmail} error={errors.ownerEmail?.message}>
            {(p) => <Input {...p} {...register('ownerEmail')} type="email" autoComplete="off" />}
          </FormField>
        </FullWidth>
      </FieldGrid>
    </FormDialog>
  );
}

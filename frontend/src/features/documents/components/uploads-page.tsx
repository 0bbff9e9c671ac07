import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { z } from '../../../lib/zod';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, Input, OptionGroups, Select, Textarea } from '../../../components/ui/form-field';
import { FilePicker, type FilePickerTexts } from '../../../components/ui/file-picker';
import { InfoIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { uploadsContent as t } from '../../../content/dashboard';
import { categoryLabel, DOCUMENT_CATEGORY_GROUPS, DOCUMENT_CATEGORY_VALUES } from '../../../content/dashboard-labels';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentRequest } from '../api/get-document-request';
import { useUploadDocuments, type UploadHandle } from '../api/upload-documents';
import { categoryForRequest, perFileProgress } from '../../../lib/upload-rules';
import { StorageCard } from './storage-card';

const schema = z.object({
  category: z.string().min(1, t.validation.category),
  description: z.string().trim().max(1000),
});
type UploadForm = z.infer<typeof schema>;

const pickerTexts: FilePickerTexts = {
  choose: t.dropTitle,
  chooseTouch: t.dropTitleTouch,
  hint: t.dropHint,
  takePhoto: t.takePhoto,
  listHeading: t.selectedTitle,
  remove: t.remove,
  progress: t.progressLabel,
  tooLarge: t.toasts.tooLarge,
  tooLargeText: t.toasts.tooLargeDescription,
};

/** `?category=` (the to-do's "Upload a replacement") preselects a known category; the client may change it. */
function parseCategory(value: string | null): string {
  return DOCUMENT_CATEGORY_VALUES.find((c) => c === value) ?? '';
}

function parseRequestId(value: string | null): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function UploadsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requestId = parseRequestId(params.get('requestId'));
  const presetCategory = parseCategory(params.get('category'));
  const { request, isLoading: requestLoading } = useDocumentRequest(requestId);
  const openRequest = request && request.status !== 'completed' ? request : null;
  const upload = useUploadDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const uploading = progress !== null;

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UploadForm>({ resolver: zodResolver(schema), defaultValues: { category: presetCategory, description: '' } });

  // A request fixes the category and description; they are shown locked.
  useEffect(() => {
    if (openRequest)
      reset({
        category: categoryForRequest(openRequest.documentType),
        description: openRequest.description ?? categoryLabel(openRequest.documentType),
      });
  }, [openRequest, reset]);

  // Leaving the page stops an upload still running.
  useEffect(() => () => handle.current?.abort(), []);

  const submit = async (values: UploadForm) => {
    if (files.length === 0) {
      toast({ title: t.toasts.noFiles, description: t.toasts.noFilesDescription, variant: 'destructive' });
      return;
    }
    const sizes = files.map((f) => f.size);
    setProgress(sizes.map(() => 0));
    const current = upload(
      {
        // With a request the category and description are the request's, whatever the form holds.
        category: openRequest ? categoryForRequest(openRequest.documentType) : values.category,
        description: openRequest ? (openRequest.description ?? categoryLabel(openRequest.documentType)) : values.description,
        requestId: openRequest?.id ?? null,
        files,
      },
      (loaded, total) => setProgress(perFileProgress(sizes, loaded, total)),
    );
    handle.current = current;
    try {
      await current.promise;
      handle.current = null;
      toast({ title: t.toasts.success, description: t.toasts.successDescription });
      navigate('/dashboard/documents');
    } catch (err) {
      handle.current = null;
      setProgress(null);
      if (err instanceof DOMException && err.name === 'AbortError') return;
      toast({ title: t.toasts.failed, description: errorMessage(err, t.toasts.failedFallback), variant: 'destructive' });
    }
  };

  const cancel = () => {
    handle.current?.abort();
    navigate('/dashboard/documents');
  };

  const locked = openRequest !== null;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledLayout>
        <Card aria-label={t.title}>
          {requestId !== null && requestLoading && <StyledNotice role="status">{t.requestLoading}</StyledNotice>}
          {openRequest && (
            <StyledNotice role="status">
              <InfoIcon />
              {t.requestBanner(categoryLabel(openRequest.documentType))}
            </StyledNotice>
          )}
          {requestId !== null && !requestLoading && !openRequest && <StyledNotice role="status">{t.requestNotOpen}</StyledNotice>}

          <StyledForm onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
            <FilePicker
              variant="zone"
              files={files}
              onFilesChange={setFiles}
              texts={pickerTexts}
              disabled={uploading}
              accept=".pdf,.jpg,.jpeg,.png,.docx,.xlsx,.csv,application/pdf,image/jpeg,image/png,text/csv"
              progress={progress}
            />

            <FormField id="upload-category" label={t.category} error={errors.category?.message} hint={locked ? t.lockedHint : undefined}>
              {(p) =>
                openRequest ? (
                  // Locked to the request: shown, not chosen (the form value was set from the request).
                  <Input {...p} readOnly value={categoryLabel(categoryForRequest(openRequest.documentType))} />
                ) : (
                  <Select {...p} {...register('category')} disabled={uploading}>
                    <option value="">{t.categoryPlaceholder}</option>
                    <OptionGroups groups={DOCUMENT_CATEGORY_GROUPS} />
                  </Select>
                )
              }
            </FormField>
            <FormField id="upload-description" label={t.description} optional error={errors.description?.message}>
              {(p) => (
                <Textarea {...p} {...register('description')} readOnly={locked || uploading} placeholder={t.descriptionPlaceholder} />
              )}
            </FormField>

            <StyledActions>
              <Button $variant="outline" onClick={cancel}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={uploading || files.length === 0}>
                {uploading ? t.uploading : files.length > 0 ? t.upload(files.length) : t.uploadNone}
              </Button>
            </StyledActions>
          </StyledForm>
        </Card>

        <StorageCard />

        <Card aria-labelledby="upload-guidelines">
          <CardHeader>
            <CardTitle id="upload-guidelines">{t.guidelines.title}</CardTitle>
          </CardHeader>
          <StyledGuidelines>
            {t.guidelines.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </StyledGuidelines>
        </Card>
      </StyledLayout>
    </>
  );
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: 2fr 1fr;
  }
`;

const StyledNotice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledGuidelines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

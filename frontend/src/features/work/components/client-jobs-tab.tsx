import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Stack } from '../../../components/ui/layout';
import { clientJobsContent as t } from '../../../content/work';
import type { WorkFilters } from '../lib/job-filters';
import { JobsTable } from './my-work-page';

/** The client page's Jobs tab: this client's jobs not done yet, whoever has them, overdue first. */
export function ClientJobsTab({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const filters: WorkFilters = { assignee: 'anyone', clientId, stage: 'open', templateId: null, due: 'any', page };
  return (
    <Stack $gap="sm">
      <JobsTable filters={filters} onPage={setPage} withClient={false} caption={t.caption} />
      <p>
        <Link to={`/staff/work/board?assignee=anyone&client=${clientId}`}>{t.all}</Link>
      </p>
    </Stack>
  );
}

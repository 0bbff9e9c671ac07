import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { uploadsContent as t } from '../../../content/dashboard';
import { formatStorageSize } from '../../../lib/format';
import { useStorageUsage } from '../api/get-storage-usage';

/** "1.2 GB of 2 GB used", with a meter, so a client sees the quota before an upload is refused for it. */
export function StorageCard() {
  const { data } = useStorageUsage();
  if (!data) return null;
  const ratio = data.quotaBytes > 0 ? Math.min(1, data.usedBytes / data.quotaBytes) : 1;
  return (
    <Card aria-labelledby="upload-storage">
      <CardHeader>
        <CardTitle id="upload-storage">{t.storage.title}</CardTitle>
      </CardHeader>
      <StyledStorageText>{t.storage.used(formatStorageSize(data.usedBytes), formatStorageSize(data.quotaBytes))}</StyledStorageText>
      <StyledMeter min={0} max={1} value={ratio} high={0.9} optimum={0} aria-label={t.storage.meterLabel} />
      {ratio >= 1 ? (
        <StyledStorageText role="status">{t.storage.full}</StyledStorageText>
      ) : ratio >= 0.9 ? (
        <StyledStorageText role="status">{t.storage.nearlyFull}</StyledStorageText>
      ) : null}
    </Card>
  );
}

const StyledStorageText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMeter = styled.meter`
  display: block;
  width: 100%;
  height: 0.75rem;
  margin: ${({ theme }) => theme.space.xs} 0;
`;

import styled from 'styled-components';
import { Icon } from '../../../components/ui/inline-icon';
import type { UiIconName } from '../../../components/ui/inline-icon';
import { FIRM, firmAddressLine, mailto } from '../../../content/firm';
import { theme } from '../../../styles/theme';

/** Phone, email, WhatsApp, address and hours as a list, beside the home page's form. */
export function ContactDetails({ headingId, title }: { headingId: string; title: string }) {
  const rows: { icon: UiIconName; label: string; value: string; href?: string; external?: boolean }[] = [
    { icon: 'phone', label: 'Phone', value: FIRM.phone, href: FIRM.phoneHref },
    { icon: 'mail', label: 'Email', value: FIRM.email, href: mailto() },
    { icon: 'whatsapp', label: 'WhatsApp', value: FIRM.whatsappNumber, href: FIRM.whatsappUrl, external: true },
    { icon: 'map-pin', label: 'Office', value: firmAddressLine() },
    { icon: 'clock', label: 'Hours', value: `${FIRM.hours.weekdays}. ${FIRM.hours.sunday}.` },
  ];
  return (
    <StyledBox aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <StyledList>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>
              <Icon name={row.icon} size="1em" />
              {row.label}
            </dt>
            <dd>
              {row.href ? (
                <a href={row.href} {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </StyledList>
    </StyledBox>
  );
}

const StyledBox = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandLight};
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledList = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

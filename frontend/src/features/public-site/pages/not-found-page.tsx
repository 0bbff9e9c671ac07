import { ActionRow, Container, Section } from '../../../components/ui/site-sections';
import { ButtonLink } from '../../../components/ui/button';
import { NOT_FOUND_TEXT } from '../../../content/seo';

export function NotFoundPage() {
  return (
    <Section>
      <Container>
        <h1>{NOT_FOUND_TEXT.title}</h1>
        <p>{NOT_FOUND_TEXT.text}</p>
        <ActionRow>
          <ButtonLink to="/">{NOT_FOUND_TEXT.home}</ButtonLink>
          <ButtonLink to="/contact" $variant="outline">
            {NOT_FOUND_TEXT.contact}
          </ButtonLink>
        </ActionRow>
      </Container>
    </Section>
  );
}

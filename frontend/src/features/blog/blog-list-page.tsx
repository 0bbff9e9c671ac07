import { CardGrid, Container, PageHero, Section } from '../../components/ui/site-sections';
import { BLOG_POSTS, BLOG_TEXT } from '../../content/blog-posts';
import { PostCard } from './post-card';

export function BlogListPage() {
  return (
    <>
      <PageHero title={BLOG_TEXT.hero.title} lead={BLOG_TEXT.hero.lead} />
      <Section aria-label="Articles">
        <Container>
          <CardGrid as="ul" $columns={2}>
            {BLOG_POSTS.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}

import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { BackLink, Breadcrumb, CardGrid, Container, Section } from '../../components/ui/site-sections';
import { BLOG_TEXT, findBlogPost, relatedPosts } from '../../content/blog-posts';
import { media, theme } from '../../styles/theme';
import { BlogBody } from './blog-body';
import { PostCard } from './post-card';
import { PostMeta } from './post-meta';

/** /blog/:id: the post (a missing id means post 1), two related posts, or Blog Post Not Found. */
export function BlogPostPage() {
  const { id } = useParams();
  const post = findBlogPost(id);

  if (!post) {
    return (
      <Section>
        <Container>
          <h1>{BLOG_TEXT.notFound.title}</h1>
          <p>{BLOG_TEXT.notFound.text}</p>
          <ButtonLink to="/blog">{BLOG_TEXT.notFound.link}</ButtonLink>
        </Container>
      </Section>
    );
  }

  const related = relatedPosts(post.id);
  return (
    <>
      <Section as="article" aria-labelledby="post-title">
        <Container>
          <StyledArticle>
            <Breadcrumb
              items={[
                { label: 'Home', to: '/' },
                { label: 'Blog', to: '/blog' },
                { label: post.title, to: `/blog/${post.id}` },
              ]}
            />
            <BackLink to="/blog">{BLOG_TEXT.backToBlog}</BackLink>
            <PostMeta post={post} />
            <StyledTitle id="post-title">{post.title}</StyledTitle>
            <StyledAuthor>
              {BLOG_TEXT.by} {post.author}
            </StyledAuthor>
            <StyledBody>
              <BlogBody source={post.content} />
            </StyledBody>
            <StyledCta>
              <h2>{BLOG_TEXT.cta.title}</h2>
              <p>{BLOG_TEXT.cta.text}</p>
              <ButtonLink to="/#contact">{BLOG_TEXT.cta.link}</ButtonLink>
            </StyledCta>
          </StyledArticle>
        </Container>
      </Section>
      {related.length > 0 ? (
        <Section $tone="surface" aria-labelledby="related-title">
          <Container>
            <h2 id="related-title">{BLOG_TEXT.related}</h2>
            <CardGrid as="ul" $columns={2}>
              {related.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} headingLevel={3} />
                </li>
              ))}
            </CardGrid>
          </Container>
        </Section>
      ) : null}
    </>
  );
}

const StyledArticle = styled.div`
  max-width: 46rem;
  margin: 0 auto;
`;

const StyledTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  ${media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

const StyledAuthor = styled.p`
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

const StyledBody = styled.div`
  font-size: ${theme.fontSizes.lg};
  h2 {
    margin-top: ${theme.space.xl};
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${theme.space.lg};
    font-size: ${theme.fontSizes.lg};
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
  li + li {
    margin-top: ${theme.space.xxs};
  }
`;

const StyledCta = styled.aside`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandLight};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;

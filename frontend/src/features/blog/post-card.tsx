import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/ui/inline-icon';
import { SiteCard } from '../../components/ui/site-sections';
import { BLOG_TEXT, type BlogPost } from '../../content/blog-posts';
import { PostMeta } from './post-meta';
import { theme } from '../../styles/theme';

/** A post in a list: category, date, read time, title, excerpt, author, Read More. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `post-${post.id}-card-title`;
  return (
    <SiteCard as="article" aria-labelledby={headingId}>
      <PostMeta post={post} />
      <StyledTitle as={Heading} id={headingId}>
        {post.title}
      </StyledTitle>
      <p>{post.excerpt}</p>
      <StyledFooter>
        <span>
          {BLOG_TEXT.by} {post.author}
        </span>
        <StyledReadMore to={`/blog/${post.id}`}>
          {BLOG_TEXT.readMore}
          <span className="visually-hidden">: {post.title}</span>
          <Icon name="arrow-right" size="1em" />
        </StyledReadMore>
      </StyledFooter>
    </SiteCard>
  );
}

const StyledTitle = styled.h2`
  font-size: ${theme.fontSizes.lg};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  margin-top: auto;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  padding: ${theme.space.xxs} 0;
  font-weight: 700;
`;

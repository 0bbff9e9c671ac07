import styled from 'styled-components';
import { Icon } from '../../components/ui/inline-icon';
import type { BlogPost } from '../../content/blog-posts';
import { formatDate } from '../../lib/format';
import { theme } from '../../styles/theme';

/** Category badge, date and read time of a post. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <StyledMeta>
      <StyledCategory>{post.category}</StyledCategory>
      <span>
        <Icon name="calendar" size="1em" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </span>
      <span>
        <Icon name="clock" size="1em" />
        {post.readTime}
      </span>
    </StyledMeta>
  );
}

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
  }
`;

const StyledCategory = styled.span`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.warning};
  font-weight: 700;
`;

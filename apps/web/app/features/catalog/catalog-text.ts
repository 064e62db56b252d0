export const STORIES_HEADING = 'Indian Mythology Stories for Kids';

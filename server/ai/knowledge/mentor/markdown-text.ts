/**
 * Text a person typed (a product, an idea's title, their region) put into the mentor's Markdown is shown as text:
 * every mark the client's renderer reads (client/src/features/ai-mentor/components/markdown.tsx) is escaped with a
 * backslash, which the renderer shows as the character itself (docs/decisions/1306-mentor-answers-from-data.md).
 */
export const markdownText = (s: string): string => s.replace(/[\\*_`[\]]/g, "\\$&").replace(/\s+/g, " ");

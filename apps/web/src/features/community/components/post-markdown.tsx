import Markdown from 'react-markdown';

/**
 * A post's Markdown as React elements: raw HTML is dropped (the server refuses it anyway), images are not
 * loaded (no tracking pixels), and links leave the site without passing on who sent them.
 */
export function PostMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words text-sm leading-relaxed [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5">
      <Markdown
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="nofollow noopener noreferrer" className="text-brand-700 underline">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}

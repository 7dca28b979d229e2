-- the tags used by most articles first
SELECT t.name, COUNT(*) AS uses
FROM "Tags" t
JOIN "ArticleTags" at ON at."TagId" = t.id
GROUP BY t.name
ORDER BY uses DESC;

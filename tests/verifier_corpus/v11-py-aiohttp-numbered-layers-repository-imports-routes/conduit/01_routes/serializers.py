def article_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
    }

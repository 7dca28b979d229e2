from app.repositories.feed import FeedRepository


def _article_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": False,
        "favoritesCount": 0,
        "author": {
            "username": article.author.username,
            "bio": article.author.bio,
            "image": article.author.image,
            "following": True,
        },
    }


class FeedService:
    def __init__(self, repo: FeedRepository):
        self.repo = repo

    def feed(self, viewer_id: int, limit: int, offset: int) -> dict:
        articles = self.repo.page(viewer_id, limit, offset)
        return {"articles": [_article_json(a) for a in articles], "articlesCount": self.repo.count(viewer_id)}

from fastapi import APIRouter, HTTPException

from models import Article, User

router = APIRouter()


@router.get("/health-check")
async def health():
    return {"status": "ok"}


@router.get("/profiles/{username}")
async def profile(username: str):
    user = await User.get_or_none(username=username)
    if user is None:
        raise HTTPException(404)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": False}}


@router.get("/articles")
async def articles(limit: int = 20, offset: int = 0, author: str | None = None):
    qs = Article.all().prefetch_related("author").order_by("-created_at")
    if author:
        qs = qs.filter(author__username=author)
    total = await qs.count()
    items = await qs.offset(offset).limit(limit)
    return {"articles": [{"slug": a.slug, "title": a.title,
                          "author": {"username": a.author.username}} for a in items],
            "articlesCount": total}

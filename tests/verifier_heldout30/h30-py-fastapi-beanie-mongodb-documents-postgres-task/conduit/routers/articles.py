import re

from beanie.operators import In
from fastapi import APIRouter, Depends, HTTPException

from conduit.auth import optional_user, required_user
from conduit.documents import Article, Comment, User

router = APIRouter()


async def _out(article: Article, viewer: User | None) -> dict:
    author = await User.get(article.author_id)
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(article.tag_list),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": viewer is not None and viewer.id in article.favorited_by,
            "favoritesCount": len(article.favorited_by),
            "author": {"username": author.username, "bio": author.bio, "image": author.image,
                       "following": viewer is not None and author.id in viewer.following}}


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                        viewer: User | None = Depends(optional_user)):
    query = {}
    if tag:
        query["tag_list"] = tag
    if author:
        user = await User.find_one(User.username == author)
        query["author_id"] = user.id if user else None
    cursor = Article.find(query).sort(-Article.created_at)
    total = await cursor.count()
    items = await cursor.skip(offset).limit(limit).to_list()
    return {"articles": [await _out(a, viewer) for a in items], "articlesCount": total}


@router.get("/articles/feed")
async def feed(limit: int = 20, offset: int = 0, viewer: User = Depends(required_user)):
    cursor = Article.find(In(Article.author_id, viewer.following)).sort(-Article.created_at)
    total = await cursor.count()
    items = await cursor.skip(offset).limit(limit).to_list()
    return {"articles": [await _out(a, viewer) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create_article(payload: dict, viewer: User = Depends(required_user)):
    data = payload.get("article", {})
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                      description=data["description"], body=data["body"],
                      tag_list=sorted(set(data.get("tagList", []))), author_id=viewer.id)
    await article.insert()
    return {"article": await _out(article, viewer)}


@router.post("/articles/{slug}/comments")
async def add_comment(slug: str, payload: dict, viewer: User = Depends(required_user)):
    article = await Article.find_one(Article.slug == slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    comment = Comment(article_id=article.id, author_id=viewer.id, body=payload["comment"]["body"])
    await comment.insert()
    return {"comment": {"id": str(comment.id), "body": comment.body,
                        "createdAt": comment.created_at.isoformat(), "updatedAt": comment.updated_at.isoformat(),
                        "author": {"username": viewer.username, "bio": viewer.bio, "image": viewer.image,
                                   "following": False}}}


@router.get("/tags")
async def tags():
    names = await Article.get_motor_collection().distinct("tag_list")
    return {"tags": sorted(names)}

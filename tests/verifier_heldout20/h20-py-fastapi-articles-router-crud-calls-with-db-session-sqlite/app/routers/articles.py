from fastapi import APIRouter, Depends, HTTPException
from slugify import slugify
from sqlalchemy.orm import Session

from app.database import get_db
from app.models import Article, Tag, User
from app.schemas import NewArticleIn
from app.services.auth import get_current_user

router = APIRouter()


def article_to_dict(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20,
                  offset: int = 0, db: Session = Depends(get_db)):
    query = db.query(Article)
    if tag:
        query = query.filter(Article.tags.any(Tag.name == tag))
    if author:
        query = query.join(User).filter(User.username == author)
    total = query.count()
    articles = query.order_by(Article.created_at.desc()).offset(offset).limit(limit).all()
    return {"articles": [article_to_dict(a) for a in articles], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: NewArticleIn, db: Session = Depends(get_db),
                   user: User = Depends(get_current_user)):
    data = payload.article
    article = Article(slug=slugify(data.title), title=data.title, description=data.description,
                      body=data.body, author_id=user.id)
    for name in data.tagList:
        tag = db.query(Tag).filter(Tag.name == name).first() or Tag(name=name)
        article.tags.append(tag)
    db.add(article)
    db.commit()
    db.refresh(article)
    return {"article": article_to_dict(article)}


@router.delete("/articles/{slug}")
def delete_article(slug: str, db: Session = Depends(get_db), user: User = Depends(get_current_user)):
    article = db.query(Article).filter(Article.slug == slug).first()
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    if article.author_id != user.id:
        raise HTTPException(status_code=403, detail="Forbidden")
    db.delete(article)
    db.commit()
    return {}

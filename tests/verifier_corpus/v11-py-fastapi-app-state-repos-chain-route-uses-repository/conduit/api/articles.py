from fastapi import APIRouter, HTTPException, Request, Response

from conduit.services.articles import ArticleNotFound

router = APIRouter(prefix="/api/articles")


def article_json(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat()}


@router.get("/{slug}")
def get_article(slug: str, request: Request):
    article = request.app.state.repos.articles.find(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": article_json(article)}


@router.post("", status_code=201)
async def create_article(request: Request):
    data = (await request.json()).get("article") or {}
    article = request.app.state.services.articles.create(data["title"], data["description"], data["body"])
    return {"article": article_json(article)}


@router.delete("/{slug}", status_code=204)
def delete_article(slug: str, request: Request):
    try:
        request.app.state.services.articles.delete(slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    return Response(status_code=204)

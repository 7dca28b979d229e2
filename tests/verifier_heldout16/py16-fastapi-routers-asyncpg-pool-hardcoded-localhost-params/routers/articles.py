from fastapi import APIRouter, HTTPException, Request

router = APIRouter()


@router.get("/articles/{slug}")
async def get_article(request: Request, slug: str):
    row = await request.app.state.pool.fetchrow("SELECT * FROM articles WHERE slug = $1", slug)
    if row is None:
        raise HTTPException(404)
    return {"article": dict(row)}


@router.get("/tags")
async def tags(request: Request):
    rows = await request.app.state.pool.fetch("SELECT DISTINCT unnest(tag_list) AS tag FROM articles")
    return {"tags": [r["tag"] for r in rows]}

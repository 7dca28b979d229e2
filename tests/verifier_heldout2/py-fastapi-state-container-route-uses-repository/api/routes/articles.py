from fastapi import APIRouter, Body, HTTPException, Request

router = APIRouter()


@router.post("/articles", status_code=201)
def create(request: Request, payload: dict = Body(...)):
    a = request.app.state.container.article_service.create(payload["article"]["title"], payload["article"].get("body", ""))
    return {"article": {"slug": a.slug, "title": a.title}}


@router.get("/articles/{slug}")
def get(request: Request, slug: str):
    a = request.app.state.container.article_service.get(slug)
    if a is None:
        raise HTTPException(404)
    return {"article": {"slug": a.slug, "title": a.title}}

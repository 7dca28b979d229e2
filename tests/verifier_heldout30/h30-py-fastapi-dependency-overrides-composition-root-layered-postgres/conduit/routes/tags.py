from fastapi import APIRouter

from conduit.routes.dependencies import Articles

router = APIRouter()


@router.get("/tags")
async def list_tags(articles: Articles):
    return {"tags": await articles.tags()}

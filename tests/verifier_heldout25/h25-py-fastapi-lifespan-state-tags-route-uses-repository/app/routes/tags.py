from fastapi import APIRouter, Request

router = APIRouter()


@router.get("/tags")
async def list_tags(request: Request):
    # read-only and cacheable: no business rule involved, go straight to the store
    return {"tags": await request.state.tag_repository.popular()}

from fastapi import APIRouter, Request

router = APIRouter()


@router.get("/tags")
def list_tags(request: Request):
    return {"tags": request.app.state.services.tag_service.names()}


@router.post("/tags", status_code=201)
def add_tag(request: Request, payload: dict):
    services = request.app.state.services
    tag = services.tag_repository.add(payload["tag"])
    return {"tag": tag.name}

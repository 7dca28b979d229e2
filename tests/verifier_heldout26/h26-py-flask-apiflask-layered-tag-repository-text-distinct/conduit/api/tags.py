from apiflask import APIBlueprint

from conduit.services.tag_service import TagService

bp = APIBlueprint("tags", __name__)
tags = TagService()


@bp.get("/tags")
def list_tags():
    return {"tags": tags.all_tags()}

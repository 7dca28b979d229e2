from conduit.queries.tags import popular_tag_names
from conduit.views import api


@api.get("/tags")
def list_tags():
    return {"tags": popular_tag_names()}

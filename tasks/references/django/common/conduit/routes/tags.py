# feature-file: articles
from django.http import HttpRequest, JsonResponse
from django.views import View

from conduit.services import tags


class TagListView(View):
    def get(self, request: HttpRequest) -> JsonResponse:
        return JsonResponse({"tags": tags.all_tags()})

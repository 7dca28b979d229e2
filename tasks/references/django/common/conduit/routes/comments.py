from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import View

from conduit.routes.http import current_user, optional_user, read_json
from conduit.routes.serializers import comment_json
from conduit.services import comments


class CommentListView(View):
    def get(self, request: HttpRequest, slug: str) -> JsonResponse:
        details = comments.list_for(slug, optional_user(request))
        return JsonResponse({"comments": [comment_json(detail) for detail in details]})

    def post(self, request: HttpRequest, slug: str) -> JsonResponse:
        author = current_user(request).user
        detail = comments.add(author, slug, read_json(request, "comment"))
        return JsonResponse({"comment": comment_json(detail)})


class CommentView(View):
    def delete(self, request: HttpRequest, slug: str, comment_id: int) -> HttpResponse:
        comments.delete(current_user(request).user, slug, comment_id)
        return HttpResponse(status=204)

# feature-file: comments
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import View

# feature-begin: profiles
from conduit.routes.http import current_user, optional_user, read_json
# feature-else: profiles
# from conduit.routes.http import current_user, read_json
# feature-end: profiles
from conduit.routes.serializers import comment_json
from conduit.services import comments


class CommentListView(View):
    def get(self, request: HttpRequest, slug: str) -> JsonResponse:
        # feature-begin: profiles
        details = comments.list_for(slug, optional_user(request))
        return JsonResponse({"comments": [comment_json(detail) for detail in details]})
        # feature-else: profiles
        # found = comments.list_for(slug)
        # return JsonResponse({"comments": [comment_json(comment) for comment in found]})
        # feature-end: profiles

    def post(self, request: HttpRequest, slug: str) -> JsonResponse:
        author = current_user(request).user
        # feature-begin: profiles
        detail = comments.add(author, slug, read_json(request, "comment"))
        return JsonResponse({"comment": comment_json(detail)})
        # feature-else: profiles
        # comment = comments.add(author, slug, read_json(request, "comment"))
        # return JsonResponse({"comment": comment_json(comment)})
        # feature-end: profiles


class CommentView(View):
    def delete(self, request: HttpRequest, slug: str, comment_id: int) -> HttpResponse:
        comments.delete(current_user(request).user, slug, comment_id)
        return HttpResponse(status=204)

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from conduit.services import profile_service
from conduit.services.errors import Forbidden, NotFound
from conduit.views.auth import viewer_id


@require_http_methods(["GET"])
def profile_detail(request, username):
    try:
        return JsonResponse({"profile": profile_service.profile_view(username, viewer_id(request))})
    except NotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
@require_http_methods(["POST"])
def follow(request, username):
    viewer = viewer_id(request)
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        return JsonResponse({"profile": profile_service.follow(username, viewer)})
    except NotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    except Forbidden as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=403)

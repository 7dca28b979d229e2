from django.http import JsonResponse
from django.views.decorators.http import require_GET

from conduit import container
from conduit.services.errors import NotFound
from conduit.views.auth import viewer_id


@require_GET
def profile(request, username):
    service, session = container.profile_service()
    try:
        return JsonResponse({"profile": service.get(username, viewer_id(request))})
    except NotFound:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    finally:
        session.close()

from django.http import JsonResponse

from conduit.services import profile_service


def health(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    try:
        return JsonResponse({"profile": profile_service.get_profile(username)})
    except profile_service.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)

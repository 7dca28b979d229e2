from django.http import JsonResponse

from conduit.services import profiles


def health(request):
    return JsonResponse({"ok": True})


def profile(request, username):
    try:
        data = profiles.get_profile(username, request.GET.get("viewer"))
    except profiles.NotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": data})

from django.http import JsonResponse

from tags.models import Tag


def health(request):
    return JsonResponse({"ok": True})


def tags(request):
    return JsonResponse({"tags": sorted(Tag.objects.values_list("name", flat=True))})

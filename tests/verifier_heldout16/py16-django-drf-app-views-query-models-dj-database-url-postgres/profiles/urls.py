from django.urls import path

from . import views

urlpatterns = [path("profiles/<str:username>", views.ProfileView.as_view())]

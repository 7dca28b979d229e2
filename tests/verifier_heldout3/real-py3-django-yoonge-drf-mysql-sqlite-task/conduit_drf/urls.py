"""
URL configuration for conduit_drf project.

The `urlpatterns` list routes URLs to views. For more information please see:
    https://docs.djangoproject.com/en/4.2/topics/http/urls/
Examples:
Function views
    1. Add an import:  from my_app import views
    2. Add a URL to urlpatterns:  path('', views.home, name='home')
Class-based views
    1. Add an import:  from other_app.views import Home
    2. Add a URL to urlpatterns:  path('', Home.as_view(), name='home')
Including another URLconf
    1. Import the include() function: from django.urls import include, path
    2. Add a URL to urlpatterns:  path('blog/', include('blog.urls'))
"""

# from django.contrib import admin
# from django.shortcuts import redirect
from django.urls import include, path
from rest_framework_simplejwt.views import TokenObtainPairView, TokenRefreshView

# def redirect_to_profile(request):
#     if request.user.is_superuser:
#         return redirect('/admin/')
#     elif request.user.is_authenticated:
#         return redirect('/dashboard/')
#     else:
#         return redirect('/accounts/login/')

urlpatterns = [
    # path("admin/", admin.site.urls),
    # path('api-auth/', include('rest_framework.urls', namespace='rest_framework')),
    # path('accounts/profile/', redirect_to_profile, name='redirect_to_profile'),
    path("api/auth/", include("rest_framework.urls", namespace="rest_framework")),
    path("api/", include("api.urls")),
    path("api/token/", TokenObtainPairView.as_view(), name="token_obtain_pair"),
    path("api/token/refresh/", TokenRefreshView.as_view(), name="token_refresh"),
]

import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import { RequireAuth, RequireStaff, RouteFallback, SignInAlias } from './routes/guards';
import { OpenRouteListener } from './routes/OpenRouteListener';
import { SignInPage } from './screens/auth/SignInPage';
import { Shell } from './screens/shell/Shell';

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SignUpPage = page(() => import('./screens/auth/SignUpPage'), 'SignUpPage');
const CompleteProfilePage = page(() => import('./screens/auth/CompleteProfilePage'), 'CompleteProfilePage');
const SourcePage = page(() => import('./screens/auth/SourcePage'), 'SourcePage');
const ForgotPasswordPage = page(() => import('./screens/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./screens/auth/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('./screens/auth/VerifyEmailPage'), 'VerifyEmailPage');
const DashboardPage = page(() => import('./screens/dashboard/DashboardPage'), 'DashboardPage');
const TreePage = page(() => import('./screens/teamtree/TreePage'), 'TreePage');
const TeamlistPage = page(() => import('./screens/teamlist/TeamlistPage'), 'TeamlistPage');
const TeambarsPage = page(() => import('./screens/teambars/TeambarsPage'), 'TeambarsPage');
const BroadcastPage = page(() => import('./screens/broadcast/BroadcastPage'), 'BroadcastPage');
const AdminPage = page(() => import('./screens/admin/AdminPage'), 'AdminPage');
const ImportPage = page(() => import('./screens/import/ImportPage'), 'ImportPage');
const JoinRequestPage = page(() => import('./screens/join/JoinRequestPage'), 'JoinRequestPage');
const JoinWaitingPage = page(() => import('./screens/join/JoinWaitingPage'), 'JoinWaitingPage');
const JoinRejectedPage = page(() => import('./screens/join/JoinRejectedPage'), 'JoinRejectedPage');

function JoinRedirect() {
  const { token = '' } = useParams();
  return <Navigate to={`/join/request/${encodeURIComponent(token)}`} replace />;
}

/** The routes of spec section 2. */
export function App() {
  return (
    <BrowserRouter>
      <OpenRouteListener />
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path="/" element={<Navigate to="/auth/signin" replace />} />
          <Route path="/auth/signin" element={<SignInPage />} />
          <Route path="/signin" element={<SignInAlias />} />
          <Route path="/auth/signup" element={<SignUpPage />} />
          <Route path="/auth/signup/extra" element={<RequireAuth><CompleteProfilePage /></RequireAuth>} />
          <Route path="/auth/signup/source" element={<SourcePage />} />
          <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth/verify-email" element={<VerifyEmailPage />} />
          <Route path="/join/:token" element={<JoinRedirect />} />
          <Route path="/join/request/:token" element={<JoinRequestPage />} />
          <Route path="/join/request" element={<JoinRequestPage />} />
          <Route path="/join/waiting" element={<RequireAuth><JoinWaitingPage /></RequireAuth>} />
          <Route path="/join/rejected" element={<JoinRejectedPage />} />
          <Route element={<RequireAuth><Shell /></RequireAuth>}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/teamtree" element={<TreePage />} />
            <Route path="/teamlist" element={<TeamlistPage />} />
            <Route path="/teambars" element={<TeambarsPage />} />
            <Route path="/broadcast" element={<BroadcastPage />} />
            <Route path="/import" element={<ImportPage />} />
            <Route path="/admin" element={<RequireStaff><AdminPage /></RequireStaff>} />
          </Route>
          <Route path="*" element={<Navigate to="/auth/signin" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

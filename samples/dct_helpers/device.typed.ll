; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.1" }
%"class.sycl::_V1::detail::array.1" = type { [1 x i64] }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ForwardDctEE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* readonly align 4 %1, i32 %2, float addrspace(1)* align 4 %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %5 = alloca [64 x float], align 4
  %6 = alloca [8 x float], align 4
  %7 = alloca [8 x float], align 4
  %8 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %11 = getelementptr inbounds i64, i64* %10, i64 1
  %12 = load i64, i64* %11, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %14 = insertelement <3 x i64> undef, i64 %13, i32 0
  %15 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %16 = insertelement <3 x i64> %14, i64 %15, i32 1
  %17 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %18 = insertelement <3 x i64> %16, i64 %17, i32 2
  %19 = extractelement <3 x i64> %18, i32 1
  %20 = select i1 true, i64 %19, i64 0
  %21 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %22 = insertelement <3 x i64> undef, i64 %21, i32 0
  %23 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %24 = insertelement <3 x i64> %22, i64 %23, i32 1
  %25 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %26 = insertelement <3 x i64> %24, i64 %25, i32 2
  %27 = extractelement <3 x i64> %26, i32 0
  %28 = select i1 true, i64 %27, i64 0
  %29 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %30 = insertelement <3 x i64> undef, i64 %29, i32 0
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %32 = insertelement <3 x i64> %30, i64 %31, i32 1
  %33 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %34 = insertelement <3 x i64> %32, i64 %33, i32 2
  %35 = extractelement <3 x i64> %34, i32 1
  %36 = select i1 true, i64 %35, i64 1
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 0) #3
  %38 = insertelement <3 x i64> undef, i64 %37, i32 0
  %39 = call spir_func i64 @_Z15get_global_sizej(i32 1) #3
  %40 = insertelement <3 x i64> %38, i64 %39, i32 1
  %41 = call spir_func i64 @_Z15get_global_sizej(i32 2) #3
  %42 = insertelement <3 x i64> %40, i64 %41, i32 2
  %43 = extractelement <3 x i64> %42, i32 0
  %44 = select i1 true, i64 %43, i64 1
  %45 = icmp uge i64 %20, %9
  %46 = icmp uge i64 %28, %12
  %47 = select i1 %46, i1 true, i1 %45
  br i1 %47, label %164, label %48

48:                                               ; preds = %4
  %49 = shl i32 %2, 3
  %50 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 0
  %51 = addrspacecast float* %50 to float addrspace(4)*
  %52 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 1
  %53 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 2
  %54 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 3
  %55 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 4
  %56 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 5
  %57 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 6
  %58 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 7
  %59 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 0
  %60 = addrspacecast float* %59 to float addrspace(4)*
  %61 = sext i32 %2 to i64
  %62 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 1
  %63 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 2
  %64 = shl nsw i64 %61, 1
  %65 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 3
  %66 = mul nsw i64 %61, 3
  %67 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 4
  %68 = shl nsw i64 %61, 2
  %69 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 5
  %70 = mul nsw i64 %61, 5
  %71 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 6
  %72 = mul nsw i64 %61, 6
  %73 = getelementptr inbounds [8 x float], [8 x float]* %7, i64 0, i64 7
  %74 = mul nsw i64 %61, 7
  br label %75

75:                                               ; preds = %160, %48
  %76 = phi i64 [ %28, %48 ], [ %161, %160 ]
  %77 = phi i64 [ %20, %48 ], [ %162, %160 ]
  %78 = trunc i64 %77 to i32
  %79 = mul i32 %49, %78
  %80 = shl nuw nsw i64 %76, 3
  %81 = bitcast [64 x float]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* %81)
  %82 = bitcast [8 x float]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %82)
  %83 = sext i32 %79 to i64
  %84 = getelementptr inbounds float, float addrspace(1)* %1, i64 %83
  %85 = and i64 %80, 4294967288
  %86 = getelementptr inbounds float, float addrspace(1)* %84, i64 %85
  br label %87

87:                                               ; preds = %87, %75
  %88 = phi i64 [ 0, %75 ], [ %116, %87 ]
  %89 = mul nsw i64 %88, %61
  %90 = getelementptr inbounds float, float addrspace(1)* %86, i64 %89
  %91 = addrspacecast float addrspace(1)* %90 to float addrspace(4)*
  %92 = shl nuw nsw i64 %88, 3
  %93 = getelementptr inbounds [64 x float], [64 x float]* %5, i64 0, i64 %92
  %94 = addrspacecast float* %93 to float addrspace(4)*
  call spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %91, i32 1, float addrspace(4)* noalias nocapture %94) #0
  %95 = or i64 %88, 1
  %96 = mul nsw i64 %95, %61
  %97 = getelementptr inbounds float, float addrspace(1)* %86, i64 %96
  %98 = load float, float addrspace(1)* %97, align 4
  store float %98, float* %50, align 4
  %99 = getelementptr inbounds float, float addrspace(1)* %97, i64 1
  %100 = load float, float addrspace(1)* %99, align 4
  store float %100, float* %52, align 4
  %101 = getelementptr inbounds float, float addrspace(1)* %97, i64 2
  %102 = load float, float addrspace(1)* %101, align 4
  store float %102, float* %53, align 4
  %103 = getelementptr inbounds float, float addrspace(1)* %97, i64 3
  %104 = load float, float addrspace(1)* %103, align 4
  store float %104, float* %54, align 4
  %105 = getelementptr inbounds float, float addrspace(1)* %97, i64 4
  %106 = load float, float addrspace(1)* %105, align 4
  store float %106, float* %55, align 4
  %107 = getelementptr inbounds float, float addrspace(1)* %97, i64 5
  %108 = load float, float addrspace(1)* %107, align 4
  store float %108, float* %56, align 4
  %109 = getelementptr inbounds float, float addrspace(1)* %97, i64 6
  %110 = load float, float addrspace(1)* %109, align 4
  store float %110, float* %57, align 4
  %111 = getelementptr inbounds float, float addrspace(1)* %97, i64 7
  %112 = load float, float addrspace(1)* %111, align 4
  store float %112, float* %58, align 4
  %113 = shl nuw nsw i64 %95, 3
  %114 = getelementptr inbounds [64 x float], [64 x float]* %5, i64 0, i64 %113
  %115 = addrspacecast float* %114 to float addrspace(4)*
  call spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %51, i32 1, float addrspace(4)* noalias nocapture %115) #0
  %116 = add nuw nsw i64 %88, 2
  %117 = icmp ult i64 %88, 6
  br i1 %117, label %87, label %118

118:                                              ; preds = %87
  %119 = getelementptr inbounds float, float addrspace(1)* %3, i64 %83
  %120 = getelementptr inbounds float, float addrspace(1)* %119, i64 %85
  %121 = getelementptr float, float addrspace(1)* %120, i64 %61
  %122 = getelementptr float, float addrspace(1)* %120, i64 %64
  %123 = getelementptr float, float addrspace(1)* %120, i64 %66
  %124 = getelementptr float, float addrspace(1)* %120, i64 %68
  %125 = getelementptr float, float addrspace(1)* %120, i64 %70
  %126 = getelementptr float, float addrspace(1)* %120, i64 %72
  %127 = getelementptr float, float addrspace(1)* %120, i64 %74
  br label %128

128:                                              ; preds = %128, %118
  %129 = phi i64 [ 0, %118 ], [ %150, %128 ]
  %130 = bitcast [8 x float]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %130)
  %131 = getelementptr inbounds [64 x float], [64 x float]* %5, i64 0, i64 %129
  %132 = addrspacecast float* %131 to float addrspace(4)*
  call spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %132, i32 8, float addrspace(4)* noalias nocapture %60) #0
  %133 = load float, float* %59, align 4
  %134 = getelementptr inbounds float, float addrspace(1)* %120, i64 %129
  store float %133, float addrspace(1)* %134, align 4
  %135 = load float, float* %62, align 4
  %136 = getelementptr float, float addrspace(1)* %121, i64 %129
  store float %135, float addrspace(1)* %136, align 4
  %137 = load float, float* %63, align 4
  %138 = getelementptr float, float addrspace(1)* %122, i64 %129
  store float %137, float addrspace(1)* %138, align 4
  %139 = load float, float* %65, align 4
  %140 = getelementptr float, float addrspace(1)* %123, i64 %129
  store float %139, float addrspace(1)* %140, align 4
  %141 = load float, float* %67, align 4
  %142 = getelementptr float, float addrspace(1)* %124, i64 %129
  store float %141, float addrspace(1)* %142, align 4
  %143 = load float, float* %69, align 4
  %144 = getelementptr float, float addrspace(1)* %125, i64 %129
  store float %143, float addrspace(1)* %144, align 4
  %145 = load float, float* %71, align 4
  %146 = getelementptr float, float addrspace(1)* %126, i64 %129
  store float %145, float addrspace(1)* %146, align 4
  %147 = load float, float* %73, align 4
  %148 = getelementptr float, float addrspace(1)* %127, i64 %129
  store float %147, float addrspace(1)* %148, align 4
  %149 = bitcast [8 x float]* %7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %149)
  %150 = add nuw nsw i64 %129, 1
  %151 = icmp eq i64 %150, 8
  br i1 %151, label %152, label %128

152:                                              ; preds = %128
  %153 = bitcast [8 x float]* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %153)
  %154 = bitcast [64 x float]* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 256, i8* %154)
  %155 = add i64 %77, %36
  %156 = icmp ult i64 %155, %9
  br i1 %156, label %160, label %157

157:                                              ; preds = %152
  %158 = add i64 %76, %44
  %159 = icmp ult i64 %158, %12
  br i1 %159, label %160, label %163

160:                                              ; preds = %157, %152
  %161 = phi i64 [ %158, %157 ], [ %76, %152 ]
  %162 = phi i64 [ %20, %157 ], [ %155, %152 ]
  br label %75

163:                                              ; preds = %157
  br label %164

164:                                              ; preds = %163, %4
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %0, i32 %1, float addrspace(4)* noalias nocapture %2) #0 {
  %4 = zext i32 %1 to i64
  %5 = getelementptr inbounds float, float addrspace(4)* %0, i64 %4
  %6 = shl nuw nsw i64 %4, 1
  %7 = getelementptr inbounds float, float addrspace(4)* %0, i64 %6
  %8 = mul nuw nsw i64 %4, 3
  %9 = getelementptr inbounds float, float addrspace(4)* %0, i64 %8
  %10 = shl nuw nsw i64 %4, 2
  %11 = getelementptr inbounds float, float addrspace(4)* %0, i64 %10
  %12 = mul nuw nsw i64 %4, 5
  %13 = getelementptr inbounds float, float addrspace(4)* %0, i64 %12
  %14 = mul nuw nsw i64 %4, 6
  %15 = getelementptr inbounds float, float addrspace(4)* %0, i64 %14
  %16 = mul nuw nsw i64 %4, 7
  %17 = getelementptr inbounds float, float addrspace(4)* %0, i64 %16
  %18 = load float, float addrspace(4)* %0, align 4
  %19 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %20 = call spir_func float @_Z3madfff(float %18, float %19, float 0.000000e+00) #4
  %21 = load float, float addrspace(4)* %5, align 4
  %22 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %23 = call spir_func float @_Z3madfff(float %21, float %22, float %20) #4
  %24 = load float, float addrspace(4)* %7, align 4
  %25 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %26 = call spir_func float @_Z3madfff(float %24, float %25, float %23) #4
  %27 = load float, float addrspace(4)* %9, align 4
  %28 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %29 = call spir_func float @_Z3madfff(float %27, float %28, float %26) #4
  %30 = load float, float addrspace(4)* %11, align 4
  %31 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %32 = call spir_func float @_Z3madfff(float %30, float %31, float %29) #4
  %33 = load float, float addrspace(4)* %13, align 4
  %34 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %35 = call spir_func float @_Z3madfff(float %33, float %34, float %32) #4
  %36 = load float, float addrspace(4)* %15, align 4
  %37 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %38 = call spir_func float @_Z3madfff(float %36, float %37, float %35) #4
  %39 = load float, float addrspace(4)* %17, align 4
  %40 = call spir_func float @_Z3cosf(float 0.000000e+00) #4
  %41 = call spir_func float @_Z3madfff(float %39, float %40, float %38) #4
  %42 = fmul float %41, 0x3FD6A09E60000000
  store float %42, float addrspace(4)* %2, align 4
  %43 = load float, float addrspace(4)* %0, align 4
  %44 = load float, float addrspace(4)* %5, align 4
  %45 = load float, float addrspace(4)* %7, align 4
  %46 = load float, float addrspace(4)* %9, align 4
  %47 = load float, float addrspace(4)* %11, align 4
  %48 = load float, float addrspace(4)* %13, align 4
  %49 = load float, float addrspace(4)* %15, align 4
  %50 = load float, float addrspace(4)* %17, align 4
  br label %51

51:                                               ; preds = %51, %3
  %52 = phi i64 [ 1, %3 ], [ %103, %51 ]
  %53 = trunc i64 %52 to i32
  %54 = uitofp i32 %53 to float
  %55 = fmul nnan float %54, 0x400921FB60000000
  %56 = fmul nnan float %55, 6.250000e-02
  %57 = call spir_func float @_Z3cosf(float %56) #4
  %58 = call spir_func float @_Z3madfff(float %43, float %57, float 0.000000e+00) #4
  %59 = mul nuw nsw i32 %53, 3
  %60 = uitofp i32 %59 to float
  %61 = fmul nnan float %60, 0x400921FB60000000
  %62 = fmul nnan float %61, 6.250000e-02
  %63 = call spir_func float @_Z3cosf(float %62) #4
  %64 = call spir_func float @_Z3madfff(float %44, float %63, float %58) #4
  %65 = mul nuw nsw i32 %53, 5
  %66 = uitofp i32 %65 to float
  %67 = fmul nnan float %66, 0x400921FB60000000
  %68 = fmul nnan float %67, 6.250000e-02
  %69 = call spir_func float @_Z3cosf(float %68) #4
  %70 = call spir_func float @_Z3madfff(float %45, float %69, float %64) #4
  %71 = mul nuw nsw i32 %53, 7
  %72 = uitofp i32 %71 to float
  %73 = fmul nnan float %72, 0x400921FB60000000
  %74 = fmul nnan float %73, 6.250000e-02
  %75 = call spir_func float @_Z3cosf(float %74) #4
  %76 = call spir_func float @_Z3madfff(float %46, float %75, float %70) #4
  %77 = mul nuw nsw i32 %53, 9
  %78 = uitofp i32 %77 to float
  %79 = fmul nnan float %78, 0x400921FB60000000
  %80 = fmul nnan float %79, 6.250000e-02
  %81 = call spir_func float @_Z3cosf(float %80) #4
  %82 = call spir_func float @_Z3madfff(float %47, float %81, float %76) #4
  %83 = mul nuw nsw i32 %53, 11
  %84 = uitofp i32 %83 to float
  %85 = fmul nnan float %84, 0x400921FB60000000
  %86 = fmul nnan float %85, 6.250000e-02
  %87 = call spir_func float @_Z3cosf(float %86) #4
  %88 = call spir_func float @_Z3madfff(float %48, float %87, float %82) #4
  %89 = mul nuw nsw i32 %53, 13
  %90 = uitofp i32 %89 to float
  %91 = fmul nnan float %90, 0x400921FB60000000
  %92 = fmul nnan float %91, 6.250000e-02
  %93 = call spir_func float @_Z3cosf(float %92) #4
  %94 = call spir_func float @_Z3madfff(float %49, float %93, float %88) #4
  %95 = mul nuw nsw i32 %53, 15
  %96 = uitofp i32 %95 to float
  %97 = fmul nnan float %96, 0x400921FB60000000
  %98 = fmul nnan float %97, 6.250000e-02
  %99 = call spir_func float @_Z3cosf(float %98) #4
  %100 = call spir_func float @_Z3madfff(float %50, float %99, float %94) #4
  %101 = fmul float %100, 5.000000e-01
  %102 = getelementptr inbounds float, float addrspace(4)* %2, i64 %52
  store float %101, float addrspace(4)* %102, align 4
  %103 = add nuw nsw i64 %52, 1
  %104 = icmp eq i64 %103, 8
  br i1 %104, label %105, label %51

105:                                              ; preds = %51
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTS10ForwardDct(float addrspace(1)* readonly align 4 %0, i32 %1, float addrspace(1)* align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %4 = alloca [64 x float], align 4
  %5 = alloca [8 x float], align 4
  %6 = alloca [8 x float], align 4
  %7 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %8 = insertelement <3 x i64> undef, i64 %7, i32 0
  %9 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %10 = insertelement <3 x i64> %8, i64 %9, i32 1
  %11 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %12 = insertelement <3 x i64> %10, i64 %11, i32 2
  %13 = extractelement <3 x i64> %12, i32 1
  %14 = select i1 true, i64 %13, i64 0
  %15 = call spir_func i64 @_Z13get_global_idj(i32 0) #3
  %16 = insertelement <3 x i64> undef, i64 %15, i32 0
  %17 = call spir_func i64 @_Z13get_global_idj(i32 1) #3
  %18 = insertelement <3 x i64> %16, i64 %17, i32 1
  %19 = call spir_func i64 @_Z13get_global_idj(i32 2) #3
  %20 = insertelement <3 x i64> %18, i64 %19, i32 2
  %21 = extractelement <3 x i64> %20, i32 0
  %22 = select i1 true, i64 %21, i64 0
  %23 = icmp ult i64 %14, 2147483648
  call void @llvm.assume(i1 %23)
  %24 = icmp ult i64 %22, 2147483648
  call void @llvm.assume(i1 %24)
  %25 = trunc i64 %14 to i32
  %26 = shl nuw nsw i64 %22, 3
  %27 = bitcast [64 x float]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* %27)
  %28 = bitcast [8 x float]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %28)
  %29 = shl i32 %1, 3
  %30 = mul i32 %29, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float addrspace(1)* %0, i64 %31
  %33 = and i64 %26, 4294967288
  %34 = getelementptr inbounds float, float addrspace(1)* %32, i64 %33
  %35 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 0
  %36 = addrspacecast float* %35 to float addrspace(4)*
  %37 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 1
  %38 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 2
  %39 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 3
  %40 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 4
  %41 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 5
  %42 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 6
  %43 = getelementptr inbounds [8 x float], [8 x float]* %5, i64 0, i64 7
  %44 = sext i32 %1 to i64
  br label %45

45:                                               ; preds = %45, %3
  %46 = phi i64 [ 0, %3 ], [ %74, %45 ]
  %47 = mul nsw i64 %46, %44
  %48 = getelementptr inbounds float, float addrspace(1)* %34, i64 %47
  %49 = addrspacecast float addrspace(1)* %48 to float addrspace(4)*
  %50 = shl nuw nsw i64 %46, 3
  %51 = getelementptr inbounds [64 x float], [64 x float]* %4, i64 0, i64 %50
  %52 = addrspacecast float* %51 to float addrspace(4)*
  call spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %49, i32 1, float addrspace(4)* noalias nocapture %52) #0
  %53 = or i64 %46, 1
  %54 = mul nsw i64 %53, %44
  %55 = getelementptr inbounds float, float addrspace(1)* %34, i64 %54
  %56 = load float, float addrspace(1)* %55, align 4
  store float %56, float* %35, align 4
  %57 = getelementptr inbounds float, float addrspace(1)* %55, i64 1
  %58 = load float, float addrspace(1)* %57, align 4
  store float %58, float* %37, align 4
  %59 = getelementptr inbounds float, float addrspace(1)* %55, i64 2
  %60 = load float, float addrspace(1)* %59, align 4
  store float %60, float* %38, align 4
  %61 = getelementptr inbounds float, float addrspace(1)* %55, i64 3
  %62 = load float, float addrspace(1)* %61, align 4
  store float %62, float* %39, align 4
  %63 = getelementptr inbounds float, float addrspace(1)* %55, i64 4
  %64 = load float, float addrspace(1)* %63, align 4
  store float %64, float* %40, align 4
  %65 = getelementptr inbounds float, float addrspace(1)* %55, i64 5
  %66 = load float, float addrspace(1)* %65, align 4
  store float %66, float* %41, align 4
  %67 = getelementptr inbounds float, float addrspace(1)* %55, i64 6
  %68 = load float, float addrspace(1)* %67, align 4
  store float %68, float* %42, align 4
  %69 = getelementptr inbounds float, float addrspace(1)* %55, i64 7
  %70 = load float, float addrspace(1)* %69, align 4
  store float %70, float* %43, align 4
  %71 = shl nuw nsw i64 %53, 3
  %72 = getelementptr inbounds [64 x float], [64 x float]* %4, i64 0, i64 %71
  %73 = addrspacecast float* %72 to float addrspace(4)*
  call spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %36, i32 1, float addrspace(4)* noalias nocapture %73) #0
  %74 = add nuw nsw i64 %46, 2
  %75 = icmp ult i64 %46, 6
  br i1 %75, label %45, label %76

76:                                               ; preds = %45
  %77 = getelementptr inbounds float, float addrspace(1)* %2, i64 %31
  %78 = getelementptr inbounds float, float addrspace(1)* %77, i64 %33
  %79 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 0
  %80 = addrspacecast float* %79 to float addrspace(4)*
  %81 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 1
  %82 = getelementptr float, float addrspace(1)* %78, i64 %44
  %83 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 2
  %84 = shl nsw i64 %44, 1
  %85 = getelementptr float, float addrspace(1)* %78, i64 %84
  %86 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 3
  %87 = mul nsw i64 %44, 3
  %88 = getelementptr float, float addrspace(1)* %78, i64 %87
  %89 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 4
  %90 = shl nsw i64 %44, 2
  %91 = getelementptr float, float addrspace(1)* %78, i64 %90
  %92 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 5
  %93 = mul nsw i64 %44, 5
  %94 = getelementptr float, float addrspace(1)* %78, i64 %93
  %95 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 6
  %96 = mul nsw i64 %44, 6
  %97 = getelementptr float, float addrspace(1)* %78, i64 %96
  %98 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 7
  %99 = mul nsw i64 %44, 7
  %100 = getelementptr float, float addrspace(1)* %78, i64 %99
  br label %101

101:                                              ; preds = %101, %76
  %102 = phi i64 [ 0, %76 ], [ %123, %101 ]
  %103 = bitcast [8 x float]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %103)
  %104 = getelementptr inbounds [64 x float], [64 x float]* %4, i64 0, i64 %102
  %105 = addrspacecast float* %104 to float addrspace(4)*
  call spir_func void @_ZL6dct_1dPKfiPf(float addrspace(4)* nocapture readonly %105, i32 8, float addrspace(4)* noalias nocapture %80) #0
  %106 = load float, float* %79, align 4
  %107 = getelementptr inbounds float, float addrspace(1)* %78, i64 %102
  store float %106, float addrspace(1)* %107, align 4
  %108 = load float, float* %81, align 4
  %109 = getelementptr float, float addrspace(1)* %82, i64 %102
  store float %108, float addrspace(1)* %109, align 4
  %110 = load float, float* %83, align 4
  %111 = getelementptr float, float addrspace(1)* %85, i64 %102
  store float %110, float addrspace(1)* %111, align 4
  %112 = load float, float* %86, align 4
  %113 = getelementptr float, float addrspace(1)* %88, i64 %102
  store float %112, float addrspace(1)* %113, align 4
  %114 = load float, float* %89, align 4
  %115 = getelementptr float, float addrspace(1)* %91, i64 %102
  store float %114, float addrspace(1)* %115, align 4
  %116 = load float, float* %92, align 4
  %117 = getelementptr float, float addrspace(1)* %94, i64 %102
  store float %116, float addrspace(1)* %117, align 4
  %118 = load float, float* %95, align 4
  %119 = getelementptr float, float addrspace(1)* %97, i64 %102
  store float %118, float addrspace(1)* %119, align 4
  %120 = load float, float* %98, align 4
  %121 = getelementptr float, float addrspace(1)* %100, i64 %102
  store float %120, float addrspace(1)* %121, align 4
  %122 = bitcast [8 x float]* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %122)
  %123 = add nuw nsw i64 %102, 1
  %124 = icmp eq i64 %123, 8
  br i1 %124, label %125, label %101

125:                                              ; preds = %101
  %126 = bitcast [8 x float]* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %126)
  %127 = bitcast [64 x float]* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 256, i8* %127)
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
define spir_kernel void @_ZTS9TileScale(i32 %0, float addrspace(1)* readonly align 4 %1, i32 %2, float addrspace(3)* align 4 %3, float addrspace(1)* align 4 %4, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %5) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %7 = bitcast %"class.sycl::_V1::id"* %5 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = getelementptr inbounds float, float addrspace(1)* %4, i64 %8
  %10 = call spir_func i64 @_Z12get_group_idj(i32 0) #3
  %11 = insertelement <3 x i64> undef, i64 %10, i32 0
  %12 = call spir_func i64 @_Z12get_group_idj(i32 1) #3
  %13 = insertelement <3 x i64> %11, i64 %12, i32 1
  %14 = call spir_func i64 @_Z12get_group_idj(i32 2) #3
  %15 = insertelement <3 x i64> %13, i64 %14, i32 2
  %16 = extractelement <3 x i64> %15, i32 0
  %17 = select i1 true, i64 %16, i64 0
  %18 = icmp ult i64 %17, 2147483648
  call void @llvm.assume(i1 %18)
  %19 = trunc i64 %17 to i32
  %20 = call spir_func i64 @_Z12get_local_idj(i32 0) #3
  %21 = insertelement <3 x i64> undef, i64 %20, i32 0
  %22 = call spir_func i64 @_Z12get_local_idj(i32 1) #3
  %23 = insertelement <3 x i64> %21, i64 %22, i32 1
  %24 = call spir_func i64 @_Z12get_local_idj(i32 2) #3
  %25 = insertelement <3 x i64> %23, i64 %24, i32 2
  %26 = extractelement <3 x i64> %25, i32 0
  %27 = select i1 true, i64 %26, i64 0
  %28 = icmp ult i64 %27, 2147483648
  call void @llvm.assume(i1 %28)
  %29 = trunc i64 %27 to i32
  %30 = sdiv i32 %19, %0
  %31 = shl nsw i32 %30, 3
  %32 = mul i32 %30, %0
  %33 = sub i32 %19, %32
  %34 = shl nsw i32 %33, 3
  %35 = add nsw i32 %31, %29
  %36 = mul nsw i32 %35, %2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, float addrspace(1)* %1, i64 %37
  %39 = zext i32 %34 to i64
  %40 = getelementptr inbounds float, float addrspace(1)* %38, i64 %39
  %41 = shl nuw nsw i64 %27, 3
  %42 = and i64 %41, 4294967288
  %43 = getelementptr inbounds float, float addrspace(3)* %3, i64 %42
  %44 = load float, float addrspace(1)* %40, align 4
  store float %44, float addrspace(3)* %43, align 4
  %45 = getelementptr inbounds float, float addrspace(1)* %40, i64 1
  %46 = load float, float addrspace(1)* %45, align 4
  %47 = getelementptr inbounds float, float addrspace(3)* %43, i64 1
  store float %46, float addrspace(3)* %47, align 4
  %48 = getelementptr inbounds float, float addrspace(1)* %40, i64 2
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = getelementptr inbounds float, float addrspace(3)* %43, i64 2
  store float %49, float addrspace(3)* %50, align 4
  %51 = getelementptr inbounds float, float addrspace(1)* %40, i64 3
  %52 = load float, float addrspace(1)* %51, align 4
  %53 = getelementptr inbounds float, float addrspace(3)* %43, i64 3
  store float %52, float addrspace(3)* %53, align 4
  %54 = getelementptr inbounds float, float addrspace(1)* %40, i64 4
  %55 = load float, float addrspace(1)* %54, align 4
  %56 = getelementptr inbounds float, float addrspace(3)* %43, i64 4
  store float %55, float addrspace(3)* %56, align 4
  %57 = getelementptr inbounds float, float addrspace(1)* %40, i64 5
  %58 = load float, float addrspace(1)* %57, align 4
  %59 = getelementptr inbounds float, float addrspace(3)* %43, i64 5
  store float %58, float addrspace(3)* %59, align 4
  %60 = getelementptr inbounds float, float addrspace(1)* %40, i64 6
  %61 = load float, float addrspace(1)* %60, align 4
  %62 = getelementptr inbounds float, float addrspace(3)* %43, i64 6
  store float %61, float addrspace(3)* %62, align 4
  %63 = getelementptr inbounds float, float addrspace(1)* %40, i64 7
  %64 = load float, float addrspace(1)* %63, align 4
  %65 = getelementptr inbounds float, float addrspace(3)* %43, i64 7
  store float %64, float addrspace(3)* %65, align 4
  call spir_func void @_Z7barrierj(i32 3) #5
  %66 = icmp eq i64 %27, 0
  br i1 %66, label %67, label %78

67:                                               ; preds = %6
  br label %68

68:                                               ; preds = %68, %67
  %69 = phi i64 [ %74, %68 ], [ 0, %67 ]
  %70 = phi float [ %73, %68 ], [ 0.000000e+00, %67 ]
  %71 = getelementptr inbounds float, float addrspace(3)* %3, i64 %69
  %72 = load float, float addrspace(3)* %71, align 4
  %73 = call spir_func float @_Z3madfff(float %72, float %72, float %70) #4
  %74 = add nuw nsw i64 %69, 1
  %75 = icmp eq i64 %74, 64
  br i1 %75, label %76, label %68

76:                                               ; preds = %68
  %77 = getelementptr inbounds float, float addrspace(1)* %9, i64 %17
  store float %73, float addrspace(1)* %77, align 4
  br label %78

78:                                               ; preds = %76, %6
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #3

; Function Attrs: nounwind readnone
declare spir_func float @_Z3cosf(float) #4

; Function Attrs: nounwind readnone
declare spir_func float @_Z3madfff(float, float, float) #4

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #5

attributes #0 = { nounwind }
attributes #1 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind readnone willreturn }
attributes #4 = { nounwind readnone }
attributes #5 = { convergent nounwind }

!spirv.MemoryModel = !{!0}
!opencl.enable.FP_CONTRACT = !{}
!spirv.Source = !{!1}
!opencl.spir.version = !{!2}
!opencl.ocl.version = !{!3}
!opencl.used.extensions = !{!4}
!opencl.used.optional.core.features = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 2, i32 2}
!1 = !{i32 4, i32 100000}
!2 = !{i32 1, i32 2}
!3 = !{i32 1, i32 0}
!4 = !{}
!5 = !{i16 6, i16 14}
!6 = !{i32 0, i32 1, i32 0, i32 1}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"class.sycl::_V1::range", !"float*", !"int", !"float*"}
!9 = !{!"", !"", !"", !""}
!10 = !{i32 1, i32 0, i32 1}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float*", !"int", !"float*"}
!13 = !{!"", !"", !""}
!14 = !{i32 0, i32 1, i32 0, i32 3, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"int", !"float*", !"int", !"float*", !"float*", !"class.sycl::_V1::id"}
!17 = !{!"", !"", !"", !"", !"", !""}
